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
@__constant_32xf32_2 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_3 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@0 = private constant [13 x i8] c"model_linked\00", align 1
@iree_hal_executable_library_query_v0_header = private constant %iree_hal_executable_library_header_t { i32 6, ptr @0, i32 0, i32 0 }
@iree_hal_executable_library_query_v0_funcs = private constant [28 x ptr] [ptr @_initializer_0_dispatch_0_elementwise_broadcast_8_f32, ptr @_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32, ptr @_initializer_2_dispatch_0_slow_memcpy, ptr @_initializer_2_dispatch_1_slow_memcpy, ptr @_initializer_3_dispatch_0_elementwise_64_f32, ptr @_initializer_4_dispatch_0_elementwise_64_f32, ptr @_initializer_5_dispatch_0_elementwise_broadcast_64_i64, ptr @_initializer_6_dispatch_0_elementwise_64_i64xf32, ptr @main_dispatch_0_elementwise_broadcast_8x32_i64xf32, ptr @main_dispatch_1_reduction_8x32_f32, ptr @main_dispatch_2_matmul_8x32x32_f32, ptr @main_dispatch_3_matmul_8x16x32_f32, ptr @main_dispatch_5_elementwise_broadcast_2x2x8x8_f32, ptr @main_dispatch_6_elementwise_transpose_4x8x8_f32, ptr @main_dispatch_7_elementwise_broadcast_2x2x8x8_f32, ptr @main_dispatch_8_batch_matmul_4x8x8x8_f32, ptr @main_dispatch_9_reduction_32x8_f32xi1, ptr @main_dispatch_10_softmax_4x8x8xf32_generic, ptr @main_dispatch_11_batch_matmul_4x8x8x8_f32, ptr @main_dispatch_12_matmul_8x32x32_f32, ptr @main_dispatch_13_reduction_8x32_f32, ptr @main_dispatch_14_matmul_8x64x32_f32, ptr @main_dispatch_15_matmul_8x64x32_f32, ptr @main_dispatch_16_matmul_8x32x64_f32, ptr @main_dispatch_17_reduction_8x32_f32, ptr @main_dispatch_29_reduction_8x32_f32, ptr @main_dispatch_33_reduction_8x32_f32, ptr @main_dispatch_34_matmul_8x128x32_f32]
@iree_hal_executable_library_query_v0_attrs = private constant [28 x %iree_hal_executable_dispatch_attrs_v0_t] zeroinitializer ; 364 elements elided
@1 = private constant [54 x i8] zeroinitializer, align 1 ; 56 elements elided
@2 = private constant [51 x i8] zeroinitializer, align 1 ; 53 elements elided
@3 = private constant [38 x i8] zeroinitializer, align 1 ; 40 elements elided
@4 = private constant [38 x i8] zeroinitializer, align 1 ; 40 elements elided
@5 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@6 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@7 = private constant [55 x i8] zeroinitializer, align 1 ; 57 elements elided
@8 = private constant [49 x i8] zeroinitializer, align 1 ; 51 elements elided
@9 = private constant [51 x i8] zeroinitializer, align 1 ; 53 elements elided
@10 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@11 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@12 = private constant [35 x i8] zeroinitializer, align 1 ; 37 elements elided
@13 = private constant [50 x i8] zeroinitializer, align 1 ; 52 elements elided
@14 = private constant [48 x i8] zeroinitializer, align 1 ; 50 elements elided
@15 = private constant [50 x i8] zeroinitializer, align 1 ; 52 elements elided
@16 = private constant [41 x i8] zeroinitializer, align 1 ; 43 elements elided
@17 = private constant [38 x i8] zeroinitializer, align 1 ; 40 elements elided
@18 = private constant [43 x i8] zeroinitializer, align 1 ; 45 elements elided
@19 = private constant [42 x i8] zeroinitializer, align 1 ; 44 elements elided
@20 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@21 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@22 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@23 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@24 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@25 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@26 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@27 = private constant [36 x i8] zeroinitializer, align 1 ; 38 elements elided
@28 = private constant [37 x i8] zeroinitializer, align 1 ; 39 elements elided
@iree_hal_executable_library_query_v0_names = private constant [28 x ptr] [ptr @1, ptr @2, ptr @3, ptr @4, ptr @5, ptr @6, ptr @7, ptr @8, ptr @9, ptr @10, ptr @11, ptr @12, ptr @13, ptr @14, ptr @15, ptr @16, ptr @17, ptr @18, ptr @19, ptr @20, ptr @21, ptr @22, ptr @23, ptr @24, ptr @25, ptr @26, ptr @27, ptr @28]
@29 = private constant [55 x i8] zeroinitializer, align 1 ; 57 elements elided
@30 = private constant [55 x i8] zeroinitializer, align 1 ; 57 elements elided
@31 = private constant [55 x i8] zeroinitializer, align 1 ; 57 elements elided
@32 = private constant [55 x i8] zeroinitializer, align 1 ; 57 elements elided
@33 = private constant [55 x i8] zeroinitializer, align 1 ; 57 elements elided
@34 = private constant [55 x i8] zeroinitializer, align 1 ; 57 elements elided
@35 = private constant [55 x i8] zeroinitializer, align 1 ; 57 elements elided
@36 = private constant [55 x i8] zeroinitializer, align 1 ; 57 elements elided
@37 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@38 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@39 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@40 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@41 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@42 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@43 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@44 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@45 = private constant [45 x i8] zeroinitializer, align 1 ; 47 elements elided
@46 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@47 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@48 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@49 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@50 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@51 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@52 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@53 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@54 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@55 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@56 = private constant [46 x i8] zeroinitializer, align 1 ; 48 elements elided
@iree_hal_executable_library_query_v0_source_locations = private constant [28 x %iree_hal_executable_source_location_v0_t] zeroinitializer ; 56 elements elided
@iree_hal_executable_library_query_v0__initializer_0_dispatch_0_elementwise_broadcast_8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_0_dispatch_0_elementwise_broadcast_8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_2_dispatch_0_slow_memcpy_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_2_dispatch_0_slow_memcpy_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_2_dispatch_1_slow_memcpy_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_2_dispatch_1_slow_memcpy_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_3_dispatch_0_elementwise_64_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_3_dispatch_0_elementwise_64_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_4_dispatch_0_elementwise_64_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_4_dispatch_0_elementwise_64_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_5_dispatch_0_elementwise_broadcast_64_i64_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_5_dispatch_0_elementwise_broadcast_64_i64_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_6_dispatch_0_elementwise_64_i64xf32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0__initializer_6_dispatch_0_elementwise_64_i64xf32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_0_elementwise_broadcast_8x32_i64xf32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_0_elementwise_broadcast_8x32_i64xf32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_1_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_matmul_8x32x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_2_matmul_8x32x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_3_matmul_8x16x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_3_matmul_8x16x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_5_elementwise_broadcast_2x2x8x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_5_elementwise_broadcast_2x2x8x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_6_elementwise_transpose_4x8x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_6_elementwise_transpose_4x8x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_7_elementwise_broadcast_2x2x8x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_7_elementwise_broadcast_2x2x8x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_8_batch_matmul_4x8x8x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_8_batch_matmul_4x8x8x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_9_reduction_32x8_f32xi1_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_9_reduction_32x8_f32xi1_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_10_softmax_4x8x8xf32_generic_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_10_softmax_4x8x8xf32_generic_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_11_batch_matmul_4x8x8x8_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_11_batch_matmul_4x8x8x8_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_12_matmul_8x32x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_12_matmul_8x32x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_13_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_13_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_14_matmul_8x64x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_14_matmul_8x64x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_15_matmul_8x64x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_15_matmul_8x64x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_16_matmul_8x32x64_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_16_matmul_8x32x64_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_17_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_17_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_29_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_29_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_33_reduction_8x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_33_reduction_8x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_34_matmul_8x128x32_f32_stage_names = private constant [0 x ptr] zeroinitializer
@iree_hal_executable_library_query_v0_main_dispatch_34_matmul_8x128x32_f32_stage_source_locations = private constant [0 x %iree_hal_executable_source_location_v0_t] zeroinitializer
@iree_hal_executable_library_query_v0_stage_location_tables = private constant [28 x %iree_hal_executable_stage_location_table_v0_t] zeroinitializer ; 28 elements elided
@iree_hal_executable_library_query_v0 = private constant %iree_hal_executable_library_v0_t { ptr @iree_hal_executable_library_query_v0_header, %iree_hal_executable_import_table_v0_t zeroinitializer, %iree_hal_executable_export_table_v0_t { i32 28, ptr @iree_hal_executable_library_query_v0_funcs, ptr @iree_hal_executable_library_query_v0_attrs, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_names, ptr null, ptr null, ptr @iree_hal_executable_library_query_v0_source_locations, ptr @iree_hal_executable_library_query_v0_stage_location_tables }, %iree_hal_executable_constant_table_v0_t zeroinitializer, %iree_hal_executable_source_file_table_v0_t zeroinitializer }

define internal i32 @_initializer_0_dispatch_0_elementwise_broadcast_8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !77 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !159
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !159
  %6 = load ptr, ptr %5, align 8, !dbg !159
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !159
  %7 = call <4 x i64> @llvm.stepvector.v4i64(), !dbg !160
  br label %8, !dbg !161

8:                                                ; preds = %11, %3
  %9 = phi i64 [ %17, %11 ], [ 0, %3 ], !dbg !161
  %10 = icmp slt i64 %9, 8, !dbg !161
  br i1 %10, label %11, label %18, !dbg !161

11:                                               ; preds = %8
  %12 = insertelement <4 x i64> poison, i64 %9, i32 0, !dbg !161
  %13 = shufflevector <4 x i64> %12, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !161
  %14 = add <4 x i64> %13, %7, !dbg !160
  %15 = sitofp <4 x i64> %14 to <4 x float>, !dbg !163
  %16 = getelementptr float, ptr %6, i64 %9, !dbg !161
  store <4 x float> %15, ptr %16, align 4, !dbg !161
  %17 = add i64 %9, 4, !dbg !161
  br label %8, !dbg !161

18:                                               ; preds = %8
  ret i32 0, !dbg !162
}

define internal i32 @_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !80 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !164
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !164
  %6 = load ptr, ptr %5, align 8, !dbg !164
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !164
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !165
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !165
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !165
  %10 = load ptr, ptr %9, align 8, !dbg !165
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !165
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !166
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !166
  %13 = getelementptr ptr, ptr %12, i32 2, !dbg !166
  %14 = load ptr, ptr %13, align 8, !dbg !166
  %15 = getelementptr i8, ptr %14, i32 64, !dbg !166
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !166
  br label %16, !dbg !167

16:                                               ; preds = %19, %3
  %17 = phi i64 [ %94, %19 ], [ 0, %3 ], !dbg !167
  %18 = icmp slt i64 %17, 8, !dbg !167
  br i1 %18, label %19, label %95, !dbg !167

19:                                               ; preds = %16
  %20 = add i64 0, %17, !dbg !167
  %21 = getelementptr float, ptr %10, i64 %20, !dbg !167
  %22 = load <4 x float>, ptr %21, align 4, !dbg !167
  %23 = getelementptr inbounds nuw float, ptr %6, i64 0, !dbg !169
  %24 = load float, ptr %23, align 4, !dbg !169
  %25 = insertelement <4 x float> poison, float %24, i32 0, !dbg !169
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !169
  %27 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %26, <4 x float> %22, <4 x float> zeroinitializer), !dbg !169
  %28 = getelementptr inbounds nuw float, ptr %6, i64 1, !dbg !169
  %29 = load float, ptr %28, align 4, !dbg !169
  %30 = insertelement <4 x float> poison, float %29, i32 0, !dbg !169
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !169
  %32 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %31, <4 x float> %22, <4 x float> zeroinitializer), !dbg !169
  %33 = getelementptr inbounds nuw float, ptr %6, i64 2, !dbg !169
  %34 = load float, ptr %33, align 4, !dbg !169
  %35 = insertelement <4 x float> poison, float %34, i32 0, !dbg !169
  %36 = shufflevector <4 x float> %35, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !169
  %37 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %36, <4 x float> %22, <4 x float> zeroinitializer), !dbg !169
  %38 = getelementptr inbounds nuw float, ptr %6, i64 3, !dbg !169
  %39 = load float, ptr %38, align 4, !dbg !169
  %40 = insertelement <4 x float> poison, float %39, i32 0, !dbg !169
  %41 = shufflevector <4 x float> %40, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !169
  %42 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %41, <4 x float> %22, <4 x float> zeroinitializer), !dbg !169
  %43 = extractelement <4 x float> %27, i64 0, !dbg !169
  %44 = extractelement <4 x float> %27, i64 1, !dbg !169
  %45 = extractelement <4 x float> %27, i64 2, !dbg !169
  %46 = extractelement <4 x float> %27, i64 3, !dbg !169
  %47 = extractelement <4 x float> %32, i64 0, !dbg !169
  %48 = extractelement <4 x float> %32, i64 1, !dbg !169
  %49 = extractelement <4 x float> %32, i64 2, !dbg !169
  %50 = extractelement <4 x float> %32, i64 3, !dbg !169
  %51 = extractelement <4 x float> %37, i64 0, !dbg !169
  %52 = extractelement <4 x float> %37, i64 1, !dbg !169
  %53 = extractelement <4 x float> %37, i64 2, !dbg !169
  %54 = extractelement <4 x float> %37, i64 3, !dbg !169
  %55 = extractelement <4 x float> %42, i64 0, !dbg !169
  %56 = extractelement <4 x float> %42, i64 1, !dbg !169
  %57 = extractelement <4 x float> %42, i64 2, !dbg !169
  %58 = extractelement <4 x float> %42, i64 3, !dbg !169
  %59 = insertelement <4 x float> poison, float %43, i64 0, !dbg !167
  %60 = insertelement <4 x float> %59, float %47, i64 1, !dbg !167
  %61 = insertelement <4 x float> %60, float %51, i64 2, !dbg !167
  %62 = insertelement <4 x float> %61, float %55, i64 3, !dbg !167
  %63 = mul i64 %17, 4, !dbg !167
  %64 = add i64 %63, 0, !dbg !167
  %65 = add i64 %64, 0, !dbg !167
  %66 = getelementptr float, ptr %15, i64 %65, !dbg !167
  store <4 x float> %62, ptr %66, align 4, !dbg !167
  %67 = add i64 %17, 1, !dbg !167
  %68 = insertelement <4 x float> poison, float %44, i64 0, !dbg !167
  %69 = insertelement <4 x float> %68, float %48, i64 1, !dbg !167
  %70 = insertelement <4 x float> %69, float %52, i64 2, !dbg !167
  %71 = insertelement <4 x float> %70, float %56, i64 3, !dbg !167
  %72 = mul i64 %67, 4, !dbg !167
  %73 = add i64 %72, 0, !dbg !167
  %74 = add i64 %73, 0, !dbg !167
  %75 = getelementptr float, ptr %15, i64 %74, !dbg !167
  store <4 x float> %71, ptr %75, align 4, !dbg !167
  %76 = add i64 %17, 2, !dbg !167
  %77 = insertelement <4 x float> poison, float %45, i64 0, !dbg !167
  %78 = insertelement <4 x float> %77, float %49, i64 1, !dbg !167
  %79 = insertelement <4 x float> %78, float %53, i64 2, !dbg !167
  %80 = insertelement <4 x float> %79, float %57, i64 3, !dbg !167
  %81 = mul i64 %76, 4, !dbg !167
  %82 = add i64 %81, 0, !dbg !167
  %83 = add i64 %82, 0, !dbg !167
  %84 = getelementptr float, ptr %15, i64 %83, !dbg !167
  store <4 x float> %80, ptr %84, align 4, !dbg !167
  %85 = add i64 %17, 3, !dbg !167
  %86 = insertelement <4 x float> poison, float %46, i64 0, !dbg !167
  %87 = insertelement <4 x float> %86, float %50, i64 1, !dbg !167
  %88 = insertelement <4 x float> %87, float %54, i64 2, !dbg !167
  %89 = insertelement <4 x float> %88, float %58, i64 3, !dbg !167
  %90 = mul i64 %85, 4, !dbg !167
  %91 = add i64 %90, 0, !dbg !167
  %92 = add i64 %91, 0, !dbg !167
  %93 = getelementptr float, ptr %15, i64 %92, !dbg !167
  store <4 x float> %89, ptr %93, align 4, !dbg !167
  %94 = add i64 %17, 4, !dbg !167
  br label %16, !dbg !167

95:                                               ; preds = %16
  ret i32 0, !dbg !168
}

define internal i32 @_initializer_2_dispatch_0_slow_memcpy(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !83 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !170
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !170
  %6 = load ptr, ptr %5, align 8, !dbg !170
  %7 = getelementptr i8, ptr %6, i32 64, !dbg !170
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !171
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !172
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !172
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !172
  %11 = load ptr, ptr %10, align 8, !dbg !172
  %12 = getelementptr i8, ptr %11, i32 192, !dbg !172
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !173
  br label %13, !dbg !174

13:                                               ; preds = %16, %3
  %14 = phi i64 [ %25, %16 ], [ 0, %3 ], !dbg !174
  %15 = icmp slt i64 %14, 8, !dbg !174
  br i1 %15, label %16, label %26, !dbg !174

16:                                               ; preds = %13
  %17 = mul i64 %14, 4, !dbg !174
  %18 = add i64 %17, 0, !dbg !174
  %19 = getelementptr float, ptr %7, i64 %18, !dbg !174
  %20 = load <4 x float>, ptr %19, align 4, !dbg !174
  %21 = mul i64 %14, 8, !dbg !174
  %22 = add i64 0, %21, !dbg !174
  %23 = add i64 %22, 0, !dbg !174
  %24 = getelementptr float, ptr %12, i64 %23, !dbg !174
  store <4 x float> %20, ptr %24, align 4, !dbg !174
  %25 = add i64 %14, 1, !dbg !174
  br label %13, !dbg !174

26:                                               ; preds = %13
  ret i32 0, !dbg !175
}

define internal i32 @_initializer_2_dispatch_1_slow_memcpy(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !86 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !176
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !176
  %6 = load ptr, ptr %5, align 8, !dbg !176
  %7 = getelementptr i8, ptr %6, i32 64, !dbg !176
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !177
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !178
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !178
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !178
  %11 = load ptr, ptr %10, align 8, !dbg !178
  %12 = getelementptr i8, ptr %11, i32 192, !dbg !178
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !179
  br label %13, !dbg !180

13:                                               ; preds = %16, %3
  %14 = phi i64 [ %25, %16 ], [ 0, %3 ], !dbg !180
  %15 = icmp slt i64 %14, 8, !dbg !180
  br i1 %15, label %16, label %26, !dbg !180

16:                                               ; preds = %13
  %17 = mul i64 %14, 4, !dbg !180
  %18 = add i64 %17, 0, !dbg !180
  %19 = getelementptr float, ptr %7, i64 %18, !dbg !180
  %20 = load <4 x float>, ptr %19, align 4, !dbg !180
  %21 = mul i64 %14, 8, !dbg !180
  %22 = add i64 0, %21, !dbg !180
  %23 = add i64 %22, 4, !dbg !180
  %24 = getelementptr float, ptr %12, i64 %23, !dbg !180
  store <4 x float> %20, ptr %24, align 4, !dbg !180
  %25 = add i64 %14, 1, !dbg !180
  br label %13, !dbg !180

26:                                               ; preds = %13
  ret i32 0, !dbg !181
}

define internal i32 @_initializer_3_dispatch_0_elementwise_64_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !89 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !182
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !182
  %6 = load ptr, ptr %5, align 8, !dbg !182
  %7 = getelementptr i8, ptr %6, i32 192, !dbg !182
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !182
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !183
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !183
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !183
  %11 = load ptr, ptr %10, align 8, !dbg !183
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !183
  br label %12, !dbg !184

12:                                               ; preds = %15, %3
  %13 = phi i64 [ %45, %15 ], [ 0, %3 ], !dbg !184
  %14 = icmp slt i64 %13, 64, !dbg !184
  br i1 %14, label %15, label %46, !dbg !184

15:                                               ; preds = %12
  %16 = getelementptr float, ptr %7, i64 %13, !dbg !184
  %17 = load <4 x float>, ptr %16, align 4, !dbg !184
  %18 = fmul contract <4 x float> %17, splat (float f0x3F22F983), !dbg !186
  %19 = call <4 x float> @llvm.floor.v4f32(<4 x float> %18), !dbg !186
  %20 = fmul contract <4 x float> %19, splat (float f0x3FC90FDB), !dbg !186
  %21 = fsub contract <4 x float> %17, %20, !dbg !186
  %22 = fptosi <4 x float> %19 to <4 x i32>, !dbg !186
  %23 = and <4 x i32> %22, splat (i32 3), !dbg !186
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !186
  %25 = icmp eq <4 x i32> %23, splat (i32 1), !dbg !186
  %26 = icmp eq <4 x i32> %23, splat (i32 2), !dbg !186
  %27 = or <4 x i1> %24, %26, !dbg !186
  %28 = or <4 x i1> %25, %26, !dbg !186
  %29 = fmul contract <4 x float> %21, %21, !dbg !186
  %30 = select <4 x i1> %27, <4 x float> splat (float 1.000000e+00), <4 x float> %21, !dbg !186
  %31 = select <4 x i1> %27, <4 x float> splat (float -5.000000e-01), <4 x float> splat (float f0xBE2AAAAB), !dbg !186
  %32 = select <4 x i1> %27, <4 x float> splat (float f0x3D2AAAA4), <4 x float> splat (float f0x3C088898), !dbg !186
  %33 = select <4 x i1> %27, <4 x float> splat (float f0xBAB60981), <4 x float> splat (float f0xB9501096), !dbg !186
  %34 = select <4 x i1> %27, <4 x float> splat (float f0x37CFAB9C), <4 x float> splat (float f0x363938A8), !dbg !186
  %35 = select <4 x i1> %27, <4 x float> splat (float f0xB48B634D), <4 x float> splat (float f0xB2D70013), !dbg !186
  %36 = call <4 x float> @llvm.fma.v4f32(<4 x float> %29, <4 x float> %35, <4 x float> %34), !dbg !186
  %37 = call <4 x float> @llvm.fma.v4f32(<4 x float> %29, <4 x float> %36, <4 x float> %33), !dbg !186
  %38 = call <4 x float> @llvm.fma.v4f32(<4 x float> %29, <4 x float> %37, <4 x float> %32), !dbg !186
  %39 = call <4 x float> @llvm.fma.v4f32(<4 x float> %29, <4 x float> %38, <4 x float> %31), !dbg !186
  %40 = call <4 x float> @llvm.fma.v4f32(<4 x float> %29, <4 x float> %39, <4 x float> splat (float 1.000000e+00)), !dbg !186
  %41 = fmul contract <4 x float> %30, %40, !dbg !186
  %42 = fmul contract <4 x float> %41, splat (float -1.000000e+00), !dbg !186
  %43 = select <4 x i1> %28, <4 x float> %42, <4 x float> %41, !dbg !186
  %44 = getelementptr float, ptr %11, i64 %13, !dbg !184
  store <4 x float> %43, ptr %44, align 4, !dbg !184
  %45 = add i64 %13, 4, !dbg !184
  br label %12, !dbg !184

46:                                               ; preds = %12
  ret i32 0, !dbg !185
}

define internal i32 @_initializer_4_dispatch_0_elementwise_64_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !92 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !187
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !187
  %6 = load ptr, ptr %5, align 8, !dbg !187
  %7 = getelementptr i8, ptr %6, i32 192, !dbg !187
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !187
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !188
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !188
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !188
  %11 = load ptr, ptr %10, align 8, !dbg !188
  %12 = getelementptr i8, ptr %11, i32 256, !dbg !188
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !188
  br label %13, !dbg !189

13:                                               ; preds = %16, %3
  %14 = phi i64 [ %45, %16 ], [ 0, %3 ], !dbg !189
  %15 = icmp slt i64 %14, 64, !dbg !189
  br i1 %15, label %16, label %46, !dbg !189

16:                                               ; preds = %13
  %17 = getelementptr float, ptr %7, i64 %14, !dbg !189
  %18 = load <4 x float>, ptr %17, align 4, !dbg !189
  %19 = fmul contract <4 x float> %18, splat (float f0x3F22F983), !dbg !191
  %20 = call <4 x float> @llvm.floor.v4f32(<4 x float> %19), !dbg !191
  %21 = fmul contract <4 x float> %20, splat (float f0x3FC90FDB), !dbg !191
  %22 = fsub contract <4 x float> %18, %21, !dbg !191
  %23 = fptosi <4 x float> %20 to <4 x i32>, !dbg !191
  %24 = and <4 x i32> %23, splat (i32 3), !dbg !191
  %25 = icmp eq <4 x i32> %24, splat (i32 1), !dbg !191
  %26 = icmp eq <4 x i32> %24, splat (i32 3), !dbg !191
  %27 = or <4 x i1> %25, %26, !dbg !191
  %28 = icmp sgt <4 x i32> %24, splat (i32 1), !dbg !191
  %29 = fmul contract <4 x float> %22, %22, !dbg !191
  %30 = select <4 x i1> %27, <4 x float> splat (float 1.000000e+00), <4 x float> %22, !dbg !191
  %31 = select <4 x i1> %27, <4 x float> splat (float -5.000000e-01), <4 x float> splat (float f0xBE2AAAAB), !dbg !191
  %32 = select <4 x i1> %27, <4 x float> splat (float f0x3D2AAAA4), <4 x float> splat (float f0x3C088898), !dbg !191
  %33 = select <4 x i1> %27, <4 x float> splat (float f0xBAB60981), <4 x float> splat (float f0xB9501096), !dbg !191
  %34 = select <4 x i1> %27, <4 x float> splat (float f0x37CFAB9C), <4 x float> splat (float f0x363938A8), !dbg !191
  %35 = select <4 x i1> %27, <4 x float> splat (float f0xB48B634D), <4 x float> splat (float f0xB2D70013), !dbg !191
  %36 = call <4 x float> @llvm.fma.v4f32(<4 x float> %29, <4 x float> %35, <4 x float> %34), !dbg !191
  %37 = call <4 x float> @llvm.fma.v4f32(<4 x float> %29, <4 x float> %36, <4 x float> %33), !dbg !191
  %38 = call <4 x float> @llvm.fma.v4f32(<4 x float> %29, <4 x float> %37, <4 x float> %32), !dbg !191
  %39 = call <4 x float> @llvm.fma.v4f32(<4 x float> %29, <4 x float> %38, <4 x float> %31), !dbg !191
  %40 = call <4 x float> @llvm.fma.v4f32(<4 x float> %29, <4 x float> %39, <4 x float> splat (float 1.000000e+00)), !dbg !191
  %41 = fmul contract <4 x float> %30, %40, !dbg !191
  %42 = fmul contract <4 x float> %41, splat (float -1.000000e+00), !dbg !191
  %43 = select <4 x i1> %28, <4 x float> %42, <4 x float> %41, !dbg !191
  %44 = getelementptr float, ptr %12, i64 %14, !dbg !189
  store <4 x float> %43, ptr %44, align 4, !dbg !189
  %45 = add i64 %14, 4, !dbg !189
  br label %13, !dbg !189

46:                                               ; preds = %13
  ret i32 0, !dbg !190
}

define internal i32 @_initializer_5_dispatch_0_elementwise_broadcast_64_i64(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !95 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !192
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !192
  %6 = load ptr, ptr %5, align 8, !dbg !192
  %7 = getelementptr i8, ptr %6, i32 448, !dbg !192
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !192
  %8 = call <2 x i64> @llvm.stepvector.v2i64(), !dbg !193
  br label %9, !dbg !194

9:                                                ; preds = %12, %3
  %10 = phi i64 [ %20, %12 ], [ 0, %3 ], !dbg !194
  %11 = icmp slt i64 %10, 64, !dbg !194
  br i1 %11, label %12, label %21, !dbg !194

12:                                               ; preds = %9
  %13 = insertelement <2 x i64> poison, i64 %10, i32 0, !dbg !194
  %14 = shufflevector <2 x i64> %13, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !194
  %15 = add <2 x i64> %14, %8, !dbg !193
  %16 = srem <2 x i64> %15, splat (i64 8), !dbg !196
  %17 = sdiv <2 x i64> %15, splat (i64 8), !dbg !197
  %18 = sub <2 x i64> %16, %17, !dbg !198
  %19 = getelementptr i64, ptr %7, i64 %10, !dbg !194
  store <2 x i64> %18, ptr %19, align 8, !dbg !194
  %20 = add i64 %10, 2, !dbg !194
  br label %9, !dbg !194

21:                                               ; preds = %9
  ret i32 0, !dbg !195
}

define internal i32 @_initializer_6_dispatch_0_elementwise_64_i64xf32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !98 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !199
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !199
  %6 = load ptr, ptr %5, align 8, !dbg !199
  %7 = getelementptr i8, ptr %6, i32 448, !dbg !199
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !199
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !200
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !200
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !200
  %11 = load ptr, ptr %10, align 8, !dbg !200
  %12 = getelementptr i8, ptr %11, i32 512, !dbg !200
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !200
  br label %13, !dbg !201

13:                                               ; preds = %16, %3
  %14 = phi i64 [ %22, %16 ], [ 0, %3 ], !dbg !201
  %15 = icmp slt i64 %14, 64, !dbg !201
  br i1 %15, label %16, label %23, !dbg !201

16:                                               ; preds = %13
  %17 = getelementptr i64, ptr %7, i64 %14, !dbg !201
  %18 = load <4 x i64>, ptr %17, align 8, !dbg !201
  %19 = icmp sge <4 x i64> %18, splat (i64 1), !dbg !203
  %20 = select <4 x i1> %19, <4 x float> splat (float f0xFF7FFFFF), <4 x float> zeroinitializer, !dbg !204
  %21 = getelementptr float, ptr %12, i64 %14, !dbg !201
  store <4 x float> %20, ptr %21, align 4, !dbg !201
  %22 = add i64 %14, 4, !dbg !201
  br label %13, !dbg !201

23:                                               ; preds = %13
  ret i32 0, !dbg !202
}

define internal i32 @main_dispatch_0_elementwise_broadcast_8x32_i64xf32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !101 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !205
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !205
  %6 = load ptr, ptr %5, align 8, !dbg !205
  %7 = getelementptr i8, ptr %6, i32 90112, !dbg !205
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !205
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !206
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !206
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !206
  %11 = load ptr, ptr %10, align 8, !dbg !206
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !206
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !207
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !207
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !207
  %15 = load ptr, ptr %14, align 8, !dbg !207
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !207
  %16 = call <4 x i64> @llvm.stepvector.v4i64(), !dbg !208
  br label %17, !dbg !209

17:                                               ; preds = %64, %3
  %18 = phi i64 [ %65, %64 ], [ 0, %3 ], !dbg !209
  %19 = icmp slt i64 %18, 8, !dbg !209
  br i1 %19, label %20, label %66, !dbg !209

20:                                               ; preds = %17
  %21 = getelementptr i64, ptr %11, i64 %18, !dbg !209
  %22 = load <1 x i64>, ptr %21, align 8, !dbg !209
  %23 = mul <1 x i64> %22, splat (i64 32), !dbg !211
  br label %24, !dbg !209

24:                                               ; preds = %27, %20
  %25 = phi i64 [ %63, %27 ], [ 0, %20 ], !dbg !209
  %26 = icmp slt i64 %25, 32, !dbg !209
  br i1 %26, label %27, label %64, !dbg !209

27:                                               ; preds = %24
  %28 = insertelement <4 x i64> poison, i64 %25, i32 0, !dbg !209
  %29 = shufflevector <4 x i64> %28, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !209
  %30 = add <4 x i64> %29, %16, !dbg !208
  %31 = extractelement <1 x i64> %23, i64 0, !dbg !211
  %32 = insertelement <4 x i64> poison, i64 %31, i32 0, !dbg !211
  %33 = shufflevector <4 x i64> %32, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !211
  %34 = add <4 x i64> %30, %33, !dbg !211
  %35 = extractelement <4 x i64> %34, i64 0, !dbg !211
  %36 = add i64 0, %35, !dbg !211
  %37 = getelementptr float, ptr %7, i64 %36, !dbg !211
  %38 = load <1 x float>, ptr %37, align 4, !dbg !211
  %39 = extractelement <1 x float> %38, i64 0, !dbg !211
  %40 = extractelement <4 x i64> %34, i64 1, !dbg !211
  %41 = add i64 0, %40, !dbg !211
  %42 = getelementptr float, ptr %7, i64 %41, !dbg !211
  %43 = load <1 x float>, ptr %42, align 4, !dbg !211
  %44 = extractelement <1 x float> %43, i64 0, !dbg !211
  %45 = extractelement <4 x i64> %34, i64 2, !dbg !211
  %46 = add i64 0, %45, !dbg !211
  %47 = getelementptr float, ptr %7, i64 %46, !dbg !211
  %48 = load <1 x float>, ptr %47, align 4, !dbg !211
  %49 = extractelement <1 x float> %48, i64 0, !dbg !211
  %50 = extractelement <4 x i64> %34, i64 3, !dbg !211
  %51 = add i64 0, %50, !dbg !211
  %52 = getelementptr float, ptr %7, i64 %51, !dbg !211
  %53 = load <1 x float>, ptr %52, align 4, !dbg !211
  %54 = extractelement <1 x float> %53, i64 0, !dbg !211
  %55 = insertelement <4 x float> poison, float %39, i64 0, !dbg !211
  %56 = insertelement <4 x float> %55, float %44, i64 1, !dbg !211
  %57 = insertelement <4 x float> %56, float %49, i64 2, !dbg !211
  %58 = insertelement <4 x float> %57, float %54, i64 3, !dbg !211
  %59 = fmul contract <4 x float> %58, splat (float f0x40B504F3), !dbg !212
  %60 = mul i64 %18, 32, !dbg !209
  %61 = add i64 %60, %25, !dbg !209
  %62 = getelementptr float, ptr %15, i64 %61, !dbg !209
  store <4 x float> %59, ptr %62, align 4, !dbg !209
  %63 = add i64 %25, 4, !dbg !209
  br label %24, !dbg !209

64:                                               ; preds = %24
  %65 = add i64 %18, 1, !dbg !209
  br label %17, !dbg !209

66:                                               ; preds = %17
  ret i32 0, !dbg !210
}

define internal i32 @main_dispatch_1_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !104 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !213
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !213
  %6 = load ptr, ptr %5, align 8, !dbg !213
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !213
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !214
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !214
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !214
  %10 = load ptr, ptr %9, align 8, !dbg !214
  %11 = getelementptr i8, ptr %10, i32 1024, !dbg !214
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !214
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !215
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !215
  %14 = zext i32 %13 to i64, !dbg !215
  br label %15, !dbg !215

15:                                               ; preds = %19, %3
  %16 = phi i64 [ %28, %19 ], [ 0, %3 ], !dbg !215
  %17 = phi <1 x float> [ %27, %19 ], [ zeroinitializer, %3 ], !dbg !215
  %18 = icmp slt i64 %16, 32, !dbg !215
  br i1 %18, label %19, label %29, !dbg !215

19:                                               ; preds = %15
  %20 = mul i64 %14, 32, !dbg !215
  %21 = add i64 %20, %16, !dbg !215
  %22 = getelementptr float, ptr %6, i64 %21, !dbg !215
  %23 = load <4 x float>, ptr %22, align 4, !dbg !215
  %24 = fmul contract <4 x float> %23, %23, !dbg !223
  %25 = extractelement <1 x float> %17, i64 0, !dbg !224
  %26 = call float @llvm.vector.reduce.fadd.v4f32(float %25, <4 x float> %24), !dbg !224
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !224
  %28 = add i64 %16, 4, !dbg !215
  br label %15, !dbg !215

29:                                               ; preds = %15
  %30 = fdiv <1 x float> %17, splat (float 3.200000e+01), !dbg !216
  %31 = fadd contract <1 x float> %30, splat (float f0x358637BD), !dbg !217
  %32 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %31), !dbg !218
  %33 = fdiv <1 x float> splat (float 1.000000e+00), %32, !dbg !218
  br label %34, !dbg !219

34:                                               ; preds = %37, %29
  %35 = phi i64 [ %50, %37 ], [ 0, %29 ], !dbg !219
  %36 = icmp slt i64 %35, 32, !dbg !219
  br i1 %36, label %37, label %51, !dbg !219

37:                                               ; preds = %34
  %38 = getelementptr float, ptr @__constant_32xf32, i64 %35, !dbg !219
  %39 = load <4 x float>, ptr %38, align 4, !dbg !219
  %40 = mul i64 %14, 32, !dbg !219
  %41 = add i64 %40, %35, !dbg !219
  %42 = getelementptr float, ptr %6, i64 %41, !dbg !219
  %43 = load <4 x float>, ptr %42, align 4, !dbg !219
  %44 = extractelement <1 x float> %33, i64 0, !dbg !221
  %45 = insertelement <4 x float> poison, float %44, i32 0, !dbg !221
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !221
  %47 = fmul contract <4 x float> %43, %46, !dbg !221
  %48 = fmul contract <4 x float> %39, %47, !dbg !222
  %49 = getelementptr float, ptr %11, i64 %41, !dbg !219
  store <4 x float> %48, ptr %49, align 4, !dbg !219
  %50 = add i64 %35, 4, !dbg !219
  br label %34, !dbg !219

51:                                               ; preds = %34
  ret i32 0, !dbg !220
}

define internal i32 @main_dispatch_2_matmul_8x32x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !107 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !225
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 9, !dbg !225
  %6 = load i32, ptr %5, align 4, !dbg !225
  %7 = zext i32 %6 to i64, !dbg !226
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !227
  %9 = load ptr, ptr %8, align 8, !dbg !227
  %10 = getelementptr i8, ptr %9, i32 1024, !dbg !227
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !227
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !228
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !228
  %13 = getelementptr ptr, ptr %12, i32 1, !dbg !228
  %14 = load ptr, ptr %13, align 8, !dbg !228
  %15 = getelementptr i8, ptr %14, i64 %7, !dbg !228
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !228
  %16 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !229
  %17 = extractvalue %iree_hal_executable_dispatch_state_v0_t %16, 10, !dbg !229
  %18 = getelementptr ptr, ptr %17, i32 2, !dbg !229
  %19 = load ptr, ptr %18, align 8, !dbg !229
  %20 = getelementptr i8, ptr %19, i32 2048, !dbg !229
  call void @llvm.assume(i1 true) [ "align"(ptr %20, i64 64) ], !dbg !229
  br label %21, !dbg !230

21:                                               ; preds = %297, %3
  %22 = phi i64 [ %322, %297 ], [ 0, %3 ], !dbg !230
  %23 = icmp slt i64 %22, 32, !dbg !230
  br i1 %23, label %24, label %323, !dbg !230

24:                                               ; preds = %28, %21
  %25 = phi i64 [ %296, %28 ], [ 0, %21 ], !dbg !230
  %26 = phi [8 x <4 x float>] [ %295, %28 ], [ zeroinitializer, %21 ], !dbg !230
  %27 = icmp slt i64 %25, 32, !dbg !230
  br i1 %27, label %28, label %297, !dbg !230

28:                                               ; preds = %24
  %29 = mul i64 %22, 32, !dbg !230
  %30 = add i64 %29, %25, !dbg !230
  %31 = getelementptr float, ptr %15, i64 %30, !dbg !230
  %32 = load <4 x float>, ptr %31, align 4, !dbg !230
  %33 = add i64 %22, 1, !dbg !230
  %34 = mul i64 %33, 32, !dbg !230
  %35 = add i64 %34, %25, !dbg !230
  %36 = getelementptr float, ptr %15, i64 %35, !dbg !230
  %37 = load <4 x float>, ptr %36, align 4, !dbg !230
  %38 = add i64 %22, 2, !dbg !230
  %39 = mul i64 %38, 32, !dbg !230
  %40 = add i64 %39, %25, !dbg !230
  %41 = getelementptr float, ptr %15, i64 %40, !dbg !230
  %42 = load <4 x float>, ptr %41, align 4, !dbg !230
  %43 = add i64 %22, 3, !dbg !230
  %44 = mul i64 %43, 32, !dbg !230
  %45 = add i64 %44, %25, !dbg !230
  %46 = getelementptr float, ptr %15, i64 %45, !dbg !230
  %47 = load <4 x float>, ptr %46, align 4, !dbg !230
  %48 = extractelement <4 x float> %32, i64 0, !dbg !230
  %49 = extractelement <4 x float> %32, i64 1, !dbg !230
  %50 = extractelement <4 x float> %32, i64 2, !dbg !230
  %51 = extractelement <4 x float> %32, i64 3, !dbg !230
  %52 = extractelement <4 x float> %37, i64 0, !dbg !230
  %53 = extractelement <4 x float> %37, i64 1, !dbg !230
  %54 = extractelement <4 x float> %37, i64 2, !dbg !230
  %55 = extractelement <4 x float> %37, i64 3, !dbg !230
  %56 = extractelement <4 x float> %42, i64 0, !dbg !230
  %57 = extractelement <4 x float> %42, i64 1, !dbg !230
  %58 = extractelement <4 x float> %42, i64 2, !dbg !230
  %59 = extractelement <4 x float> %42, i64 3, !dbg !230
  %60 = extractelement <4 x float> %47, i64 0, !dbg !230
  %61 = extractelement <4 x float> %47, i64 1, !dbg !230
  %62 = extractelement <4 x float> %47, i64 2, !dbg !230
  %63 = extractelement <4 x float> %47, i64 3, !dbg !230
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
  %86 = getelementptr inbounds nuw float, ptr %10, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = insertelement <4 x float> poison, float %87, i32 0
  %89 = shufflevector <4 x float> %88, <4 x float> poison, <4 x i32> zeroinitializer
  %90 = extractvalue [8 x <4 x float>] %26, 0
  %91 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %89, <4 x float> %81, <4 x float> %90)
  %92 = add nuw nsw i64 32, %25
  %93 = getelementptr inbounds nuw float, ptr %10, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = insertelement <4 x float> poison, float %94, i32 0
  %96 = shufflevector <4 x float> %95, <4 x float> poison, <4 x i32> zeroinitializer
  %97 = extractvalue [8 x <4 x float>] %26, 1
  %98 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %96, <4 x float> %81, <4 x float> %97)
  %99 = add nuw nsw i64 64, %25
  %100 = getelementptr inbounds nuw float, ptr %10, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = insertelement <4 x float> poison, float %101, i32 0
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <4 x i32> zeroinitializer
  %104 = extractvalue [8 x <4 x float>] %26, 2
  %105 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %103, <4 x float> %81, <4 x float> %104)
  %106 = add nuw nsw i64 96, %25
  %107 = getelementptr inbounds nuw float, ptr %10, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = insertelement <4 x float> poison, float %108, i32 0
  %110 = shufflevector <4 x float> %109, <4 x float> poison, <4 x i32> zeroinitializer
  %111 = extractvalue [8 x <4 x float>] %26, 3
  %112 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %110, <4 x float> %81, <4 x float> %111)
  %113 = add nuw nsw i64 128, %25
  %114 = getelementptr inbounds nuw float, ptr %10, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = insertelement <4 x float> poison, float %115, i32 0
  %117 = shufflevector <4 x float> %116, <4 x float> poison, <4 x i32> zeroinitializer
  %118 = extractvalue [8 x <4 x float>] %26, 4
  %119 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %117, <4 x float> %81, <4 x float> %118)
  %120 = add nuw nsw i64 160, %25
  %121 = getelementptr inbounds nuw float, ptr %10, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = insertelement <4 x float> poison, float %122, i32 0
  %124 = shufflevector <4 x float> %123, <4 x float> poison, <4 x i32> zeroinitializer
  %125 = extractvalue [8 x <4 x float>] %26, 5
  %126 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %124, <4 x float> %81, <4 x float> %125)
  %127 = add nuw nsw i64 192, %25
  %128 = getelementptr inbounds nuw float, ptr %10, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = insertelement <4 x float> poison, float %129, i32 0
  %131 = shufflevector <4 x float> %130, <4 x float> poison, <4 x i32> zeroinitializer
  %132 = extractvalue [8 x <4 x float>] %26, 6
  %133 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %131, <4 x float> %81, <4 x float> %132)
  %134 = add nuw nsw i64 224, %25
  %135 = getelementptr inbounds nuw float, ptr %10, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = insertelement <4 x float> poison, float %136, i32 0
  %138 = shufflevector <4 x float> %137, <4 x float> poison, <4 x i32> zeroinitializer
  %139 = extractvalue [8 x <4 x float>] %26, 7
  %140 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %138, <4 x float> %81, <4 x float> %139)
  %141 = add i64 %25, 1
  %142 = add nuw nsw i64 0, %141
  %143 = getelementptr inbounds nuw float, ptr %10, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = insertelement <4 x float> poison, float %144, i32 0
  %146 = shufflevector <4 x float> %145, <4 x float> poison, <4 x i32> zeroinitializer
  %147 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %146, <4 x float> %82, <4 x float> %91)
  %148 = add nuw nsw i64 32, %141
  %149 = getelementptr inbounds nuw float, ptr %10, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = insertelement <4 x float> poison, float %150, i32 0
  %152 = shufflevector <4 x float> %151, <4 x float> poison, <4 x i32> zeroinitializer
  %153 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %152, <4 x float> %82, <4 x float> %98)
  %154 = add nuw nsw i64 64, %141
  %155 = getelementptr inbounds nuw float, ptr %10, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = insertelement <4 x float> poison, float %156, i32 0
  %158 = shufflevector <4 x float> %157, <4 x float> poison, <4 x i32> zeroinitializer
  %159 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %158, <4 x float> %82, <4 x float> %105)
  %160 = add nuw nsw i64 96, %141
  %161 = getelementptr inbounds nuw float, ptr %10, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = insertelement <4 x float> poison, float %162, i32 0
  %164 = shufflevector <4 x float> %163, <4 x float> poison, <4 x i32> zeroinitializer
  %165 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %164, <4 x float> %82, <4 x float> %112)
  %166 = add nuw nsw i64 128, %141
  %167 = getelementptr inbounds nuw float, ptr %10, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = insertelement <4 x float> poison, float %168, i32 0
  %170 = shufflevector <4 x float> %169, <4 x float> poison, <4 x i32> zeroinitializer
  %171 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %170, <4 x float> %82, <4 x float> %119)
  %172 = add nuw nsw i64 160, %141
  %173 = getelementptr inbounds nuw float, ptr %10, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = insertelement <4 x float> poison, float %174, i32 0
  %176 = shufflevector <4 x float> %175, <4 x float> poison, <4 x i32> zeroinitializer
  %177 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %176, <4 x float> %82, <4 x float> %126)
  %178 = add nuw nsw i64 192, %141
  %179 = getelementptr inbounds nuw float, ptr %10, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = insertelement <4 x float> poison, float %180, i32 0
  %182 = shufflevector <4 x float> %181, <4 x float> poison, <4 x i32> zeroinitializer
  %183 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %182, <4 x float> %82, <4 x float> %133)
  %184 = add nuw nsw i64 224, %141
  %185 = getelementptr inbounds nuw float, ptr %10, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = insertelement <4 x float> poison, float %186, i32 0
  %188 = shufflevector <4 x float> %187, <4 x float> poison, <4 x i32> zeroinitializer
  %189 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %188, <4 x float> %82, <4 x float> %140)
  %190 = add i64 %25, 2
  %191 = add nuw nsw i64 0, %190
  %192 = getelementptr inbounds nuw float, ptr %10, i64 %191
  %193 = load float, ptr %192, align 4
  %194 = insertelement <4 x float> poison, float %193, i32 0
  %195 = shufflevector <4 x float> %194, <4 x float> poison, <4 x i32> zeroinitializer
  %196 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %195, <4 x float> %83, <4 x float> %147)
  %197 = add nuw nsw i64 32, %190
  %198 = getelementptr inbounds nuw float, ptr %10, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = insertelement <4 x float> poison, float %199, i32 0
  %201 = shufflevector <4 x float> %200, <4 x float> poison, <4 x i32> zeroinitializer
  %202 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %201, <4 x float> %83, <4 x float> %153)
  %203 = add nuw nsw i64 64, %190
  %204 = getelementptr inbounds nuw float, ptr %10, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = insertelement <4 x float> poison, float %205, i32 0
  %207 = shufflevector <4 x float> %206, <4 x float> poison, <4 x i32> zeroinitializer
  %208 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %207, <4 x float> %83, <4 x float> %159)
  %209 = add nuw nsw i64 96, %190
  %210 = getelementptr inbounds nuw float, ptr %10, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = insertelement <4 x float> poison, float %211, i32 0
  %213 = shufflevector <4 x float> %212, <4 x float> poison, <4 x i32> zeroinitializer
  %214 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %213, <4 x float> %83, <4 x float> %165)
  %215 = add nuw nsw i64 128, %190
  %216 = getelementptr inbounds nuw float, ptr %10, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = insertelement <4 x float> poison, float %217, i32 0
  %219 = shufflevector <4 x float> %218, <4 x float> poison, <4 x i32> zeroinitializer
  %220 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %219, <4 x float> %83, <4 x float> %171)
  %221 = add nuw nsw i64 160, %190
  %222 = getelementptr inbounds nuw float, ptr %10, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = insertelement <4 x float> poison, float %223, i32 0
  %225 = shufflevector <4 x float> %224, <4 x float> poison, <4 x i32> zeroinitializer
  %226 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %225, <4 x float> %83, <4 x float> %177)
  %227 = add nuw nsw i64 192, %190
  %228 = getelementptr inbounds nuw float, ptr %10, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = insertelement <4 x float> poison, float %229, i32 0
  %231 = shufflevector <4 x float> %230, <4 x float> poison, <4 x i32> zeroinitializer
  %232 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %231, <4 x float> %83, <4 x float> %183)
  %233 = add nuw nsw i64 224, %190
  %234 = getelementptr inbounds nuw float, ptr %10, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = insertelement <4 x float> poison, float %235, i32 0
  %237 = shufflevector <4 x float> %236, <4 x float> poison, <4 x i32> zeroinitializer
  %238 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %237, <4 x float> %83, <4 x float> %189)
  %239 = add i64 %25, 3
  %240 = add nuw nsw i64 0, %239
  %241 = getelementptr inbounds nuw float, ptr %10, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = insertelement <4 x float> poison, float %242, i32 0
  %244 = shufflevector <4 x float> %243, <4 x float> poison, <4 x i32> zeroinitializer
  %245 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %244, <4 x float> %84, <4 x float> %196)
  %246 = add nuw nsw i64 32, %239
  %247 = getelementptr inbounds nuw float, ptr %10, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = insertelement <4 x float> poison, float %248, i32 0
  %250 = shufflevector <4 x float> %249, <4 x float> poison, <4 x i32> zeroinitializer
  %251 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %250, <4 x float> %84, <4 x float> %202)
  %252 = add nuw nsw i64 64, %239
  %253 = getelementptr inbounds nuw float, ptr %10, i64 %252
  %254 = load float, ptr %253, align 4
  %255 = insertelement <4 x float> poison, float %254, i32 0
  %256 = shufflevector <4 x float> %255, <4 x float> poison, <4 x i32> zeroinitializer
  %257 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %256, <4 x float> %84, <4 x float> %208)
  %258 = add nuw nsw i64 96, %239
  %259 = getelementptr inbounds nuw float, ptr %10, i64 %258
  %260 = load float, ptr %259, align 4
  %261 = insertelement <4 x float> poison, float %260, i32 0
  %262 = shufflevector <4 x float> %261, <4 x float> poison, <4 x i32> zeroinitializer
  %263 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %262, <4 x float> %84, <4 x float> %214)
  %264 = add nuw nsw i64 128, %239
  %265 = getelementptr inbounds nuw float, ptr %10, i64 %264
  %266 = load float, ptr %265, align 4
  %267 = insertelement <4 x float> poison, float %266, i32 0
  %268 = shufflevector <4 x float> %267, <4 x float> poison, <4 x i32> zeroinitializer
  %269 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %268, <4 x float> %84, <4 x float> %220)
  %270 = add nuw nsw i64 160, %239
  %271 = getelementptr inbounds nuw float, ptr %10, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = insertelement <4 x float> poison, float %272, i32 0
  %274 = shufflevector <4 x float> %273, <4 x float> poison, <4 x i32> zeroinitializer
  %275 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %274, <4 x float> %84, <4 x float> %226)
  %276 = add nuw nsw i64 192, %239
  %277 = getelementptr inbounds nuw float, ptr %10, i64 %276
  %278 = load float, ptr %277, align 4
  %279 = insertelement <4 x float> poison, float %278, i32 0
  %280 = shufflevector <4 x float> %279, <4 x float> poison, <4 x i32> zeroinitializer
  %281 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %280, <4 x float> %84, <4 x float> %232)
  %282 = add nuw nsw i64 224, %239
  %283 = getelementptr inbounds nuw float, ptr %10, i64 %282
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
  %296 = add i64 %25, 4, !dbg !230
  br label %24, !dbg !230

297:                                              ; preds = %24
  %298 = extractvalue [8 x <4 x float>] %26, 0, !dbg !230
  %299 = add i64 0, %22, !dbg !230
  %300 = getelementptr float, ptr %20, i64 %299, !dbg !230
  store <4 x float> %298, ptr %300, align 4, !dbg !230
  %301 = extractvalue [8 x <4 x float>] %26, 1, !dbg !230
  %302 = add i64 32, %22, !dbg !230
  %303 = getelementptr float, ptr %20, i64 %302, !dbg !230
  store <4 x float> %301, ptr %303, align 4, !dbg !230
  %304 = extractvalue [8 x <4 x float>] %26, 2, !dbg !230
  %305 = add i64 64, %22, !dbg !230
  %306 = getelementptr float, ptr %20, i64 %305, !dbg !230
  store <4 x float> %304, ptr %306, align 4, !dbg !230
  %307 = extractvalue [8 x <4 x float>] %26, 3, !dbg !230
  %308 = add i64 96, %22, !dbg !230
  %309 = getelementptr float, ptr %20, i64 %308, !dbg !230
  store <4 x float> %307, ptr %309, align 4, !dbg !230
  %310 = extractvalue [8 x <4 x float>] %26, 4, !dbg !230
  %311 = add i64 128, %22, !dbg !230
  %312 = getelementptr float, ptr %20, i64 %311, !dbg !230
  store <4 x float> %310, ptr %312, align 4, !dbg !230
  %313 = extractvalue [8 x <4 x float>] %26, 5, !dbg !230
  %314 = add i64 160, %22, !dbg !230
  %315 = getelementptr float, ptr %20, i64 %314, !dbg !230
  store <4 x float> %313, ptr %315, align 4, !dbg !230
  %316 = extractvalue [8 x <4 x float>] %26, 6, !dbg !230
  %317 = add i64 192, %22, !dbg !230
  %318 = getelementptr float, ptr %20, i64 %317, !dbg !230
  store <4 x float> %316, ptr %318, align 4, !dbg !230
  %319 = extractvalue [8 x <4 x float>] %26, 7, !dbg !230
  %320 = add i64 224, %22, !dbg !230
  %321 = getelementptr float, ptr %20, i64 %320, !dbg !230
  store <4 x float> %319, ptr %321, align 4, !dbg !230
  %322 = add i64 %22, 4, !dbg !230
  br label %21, !dbg !230

323:                                              ; preds = %21
  ret i32 0, !dbg !231
}

define internal i32 @main_dispatch_3_matmul_8x16x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !110 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !232
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 9, !dbg !232
  %6 = load i32, ptr %5, align 4, !dbg !232
  %7 = getelementptr i32, ptr %5, i32 1, !dbg !233
  %8 = load i32, ptr %7, align 4, !dbg !233
  %9 = zext i32 %6 to i64, !dbg !234
  %10 = zext i32 %8 to i64, !dbg !235
  %11 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !236
  %12 = load ptr, ptr %11, align 8, !dbg !236
  %13 = getelementptr i8, ptr %12, i32 1024, !dbg !236
  call void @llvm.assume(i1 true) [ "align"(ptr %13, i64 64) ], !dbg !236
  %14 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !237
  %15 = extractvalue %iree_hal_executable_dispatch_state_v0_t %14, 10, !dbg !237
  %16 = getelementptr ptr, ptr %15, i32 1, !dbg !237
  %17 = load ptr, ptr %16, align 8, !dbg !237
  %18 = getelementptr i8, ptr %17, i64 %9, !dbg !237
  call void @llvm.assume(i1 true) [ "align"(ptr %18, i64 64) ], !dbg !237
  %19 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !238
  %20 = extractvalue %iree_hal_executable_dispatch_state_v0_t %19, 10, !dbg !238
  %21 = getelementptr ptr, ptr %20, i32 2, !dbg !238
  %22 = load ptr, ptr %21, align 8, !dbg !238
  %23 = getelementptr i8, ptr %22, i64 %10, !dbg !238
  call void @llvm.assume(i1 true) [ "align"(ptr %23, i64 64) ], !dbg !238
  br label %24, !dbg !239

24:                                               ; preds = %300, %3
  %25 = phi i64 [ %325, %300 ], [ 0, %3 ], !dbg !239
  %26 = icmp slt i64 %25, 16, !dbg !239
  br i1 %26, label %27, label %326, !dbg !239

27:                                               ; preds = %31, %24
  %28 = phi i64 [ %299, %31 ], [ 0, %24 ], !dbg !239
  %29 = phi [8 x <4 x float>] [ %298, %31 ], [ zeroinitializer, %24 ], !dbg !239
  %30 = icmp slt i64 %28, 32, !dbg !239
  br i1 %30, label %31, label %300, !dbg !239

31:                                               ; preds = %27
  %32 = mul i64 %25, 32, !dbg !239
  %33 = add i64 %32, %28, !dbg !239
  %34 = getelementptr float, ptr %18, i64 %33, !dbg !239
  %35 = load <4 x float>, ptr %34, align 4, !dbg !239
  %36 = add i64 %25, 1, !dbg !239
  %37 = mul i64 %36, 32, !dbg !239
  %38 = add i64 %37, %28, !dbg !239
  %39 = getelementptr float, ptr %18, i64 %38, !dbg !239
  %40 = load <4 x float>, ptr %39, align 4, !dbg !239
  %41 = add i64 %25, 2, !dbg !239
  %42 = mul i64 %41, 32, !dbg !239
  %43 = add i64 %42, %28, !dbg !239
  %44 = getelementptr float, ptr %18, i64 %43, !dbg !239
  %45 = load <4 x float>, ptr %44, align 4, !dbg !239
  %46 = add i64 %25, 3, !dbg !239
  %47 = mul i64 %46, 32, !dbg !239
  %48 = add i64 %47, %28, !dbg !239
  %49 = getelementptr float, ptr %18, i64 %48, !dbg !239
  %50 = load <4 x float>, ptr %49, align 4, !dbg !239
  %51 = extractelement <4 x float> %35, i64 0, !dbg !239
  %52 = extractelement <4 x float> %35, i64 1, !dbg !239
  %53 = extractelement <4 x float> %35, i64 2, !dbg !239
  %54 = extractelement <4 x float> %35, i64 3, !dbg !239
  %55 = extractelement <4 x float> %40, i64 0, !dbg !239
  %56 = extractelement <4 x float> %40, i64 1, !dbg !239
  %57 = extractelement <4 x float> %40, i64 2, !dbg !239
  %58 = extractelement <4 x float> %40, i64 3, !dbg !239
  %59 = extractelement <4 x float> %45, i64 0, !dbg !239
  %60 = extractelement <4 x float> %45, i64 1, !dbg !239
  %61 = extractelement <4 x float> %45, i64 2, !dbg !239
  %62 = extractelement <4 x float> %45, i64 3, !dbg !239
  %63 = extractelement <4 x float> %50, i64 0, !dbg !239
  %64 = extractelement <4 x float> %50, i64 1, !dbg !239
  %65 = extractelement <4 x float> %50, i64 2, !dbg !239
  %66 = extractelement <4 x float> %50, i64 3, !dbg !239
  %67 = insertelement <16 x float> poison, float %51, i64 0
  %68 = insertelement <16 x float> %67, float %52, i64 1
  %69 = insertelement <16 x float> %68, float %53, i64 2
  %70 = insertelement <16 x float> %69, float %54, i64 3
  %71 = insertelement <16 x float> %70, float %55, i64 4
  %72 = insertelement <16 x float> %71, float %56, i64 5
  %73 = insertelement <16 x float> %72, float %57, i64 6
  %74 = insertelement <16 x float> %73, float %58, i64 7
  %75 = insertelement <16 x float> %74, float %59, i64 8
  %76 = insertelement <16 x float> %75, float %60, i64 9
  %77 = insertelement <16 x float> %76, float %61, i64 10
  %78 = insertelement <16 x float> %77, float %62, i64 11
  %79 = insertelement <16 x float> %78, float %63, i64 12
  %80 = insertelement <16 x float> %79, float %64, i64 13
  %81 = insertelement <16 x float> %80, float %65, i64 14
  %82 = insertelement <16 x float> %81, float %66, i64 15
  %83 = shufflevector <16 x float> %82, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %84 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %85 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %86 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %87 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %88 = add nuw nsw i64 0, %28
  %89 = getelementptr inbounds nuw float, ptr %13, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = insertelement <4 x float> poison, float %90, i32 0
  %92 = shufflevector <4 x float> %91, <4 x float> poison, <4 x i32> zeroinitializer
  %93 = extractvalue [8 x <4 x float>] %29, 0
  %94 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %84, <4 x float> %93)
  %95 = add nuw nsw i64 32, %28
  %96 = getelementptr inbounds nuw float, ptr %13, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = insertelement <4 x float> poison, float %97, i32 0
  %99 = shufflevector <4 x float> %98, <4 x float> poison, <4 x i32> zeroinitializer
  %100 = extractvalue [8 x <4 x float>] %29, 1
  %101 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %99, <4 x float> %84, <4 x float> %100)
  %102 = add nuw nsw i64 64, %28
  %103 = getelementptr inbounds nuw float, ptr %13, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = insertelement <4 x float> poison, float %104, i32 0
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <4 x i32> zeroinitializer
  %107 = extractvalue [8 x <4 x float>] %29, 2
  %108 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %106, <4 x float> %84, <4 x float> %107)
  %109 = add nuw nsw i64 96, %28
  %110 = getelementptr inbounds nuw float, ptr %13, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = insertelement <4 x float> poison, float %111, i32 0
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer
  %114 = extractvalue [8 x <4 x float>] %29, 3
  %115 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %84, <4 x float> %114)
  %116 = add nuw nsw i64 128, %28
  %117 = getelementptr inbounds nuw float, ptr %13, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = insertelement <4 x float> poison, float %118, i32 0
  %120 = shufflevector <4 x float> %119, <4 x float> poison, <4 x i32> zeroinitializer
  %121 = extractvalue [8 x <4 x float>] %29, 4
  %122 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %120, <4 x float> %84, <4 x float> %121)
  %123 = add nuw nsw i64 160, %28
  %124 = getelementptr inbounds nuw float, ptr %13, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = insertelement <4 x float> poison, float %125, i32 0
  %127 = shufflevector <4 x float> %126, <4 x float> poison, <4 x i32> zeroinitializer
  %128 = extractvalue [8 x <4 x float>] %29, 5
  %129 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %127, <4 x float> %84, <4 x float> %128)
  %130 = add nuw nsw i64 192, %28
  %131 = getelementptr inbounds nuw float, ptr %13, i64 %130
  %132 = load float, ptr %131, align 4
  %133 = insertelement <4 x float> poison, float %132, i32 0
  %134 = shufflevector <4 x float> %133, <4 x float> poison, <4 x i32> zeroinitializer
  %135 = extractvalue [8 x <4 x float>] %29, 6
  %136 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %134, <4 x float> %84, <4 x float> %135)
  %137 = add nuw nsw i64 224, %28
  %138 = getelementptr inbounds nuw float, ptr %13, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = insertelement <4 x float> poison, float %139, i32 0
  %141 = shufflevector <4 x float> %140, <4 x float> poison, <4 x i32> zeroinitializer
  %142 = extractvalue [8 x <4 x float>] %29, 7
  %143 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %141, <4 x float> %84, <4 x float> %142)
  %144 = add i64 %28, 1
  %145 = add nuw nsw i64 0, %144
  %146 = getelementptr inbounds nuw float, ptr %13, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = insertelement <4 x float> poison, float %147, i32 0
  %149 = shufflevector <4 x float> %148, <4 x float> poison, <4 x i32> zeroinitializer
  %150 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %149, <4 x float> %85, <4 x float> %94)
  %151 = add nuw nsw i64 32, %144
  %152 = getelementptr inbounds nuw float, ptr %13, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = insertelement <4 x float> poison, float %153, i32 0
  %155 = shufflevector <4 x float> %154, <4 x float> poison, <4 x i32> zeroinitializer
  %156 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %155, <4 x float> %85, <4 x float> %101)
  %157 = add nuw nsw i64 64, %144
  %158 = getelementptr inbounds nuw float, ptr %13, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = insertelement <4 x float> poison, float %159, i32 0
  %161 = shufflevector <4 x float> %160, <4 x float> poison, <4 x i32> zeroinitializer
  %162 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %161, <4 x float> %85, <4 x float> %108)
  %163 = add nuw nsw i64 96, %144
  %164 = getelementptr inbounds nuw float, ptr %13, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = insertelement <4 x float> poison, float %165, i32 0
  %167 = shufflevector <4 x float> %166, <4 x float> poison, <4 x i32> zeroinitializer
  %168 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> %85, <4 x float> %115)
  %169 = add nuw nsw i64 128, %144
  %170 = getelementptr inbounds nuw float, ptr %13, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = insertelement <4 x float> poison, float %171, i32 0
  %173 = shufflevector <4 x float> %172, <4 x float> poison, <4 x i32> zeroinitializer
  %174 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %173, <4 x float> %85, <4 x float> %122)
  %175 = add nuw nsw i64 160, %144
  %176 = getelementptr inbounds nuw float, ptr %13, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = insertelement <4 x float> poison, float %177, i32 0
  %179 = shufflevector <4 x float> %178, <4 x float> poison, <4 x i32> zeroinitializer
  %180 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %179, <4 x float> %85, <4 x float> %129)
  %181 = add nuw nsw i64 192, %144
  %182 = getelementptr inbounds nuw float, ptr %13, i64 %181
  %183 = load float, ptr %182, align 4
  %184 = insertelement <4 x float> poison, float %183, i32 0
  %185 = shufflevector <4 x float> %184, <4 x float> poison, <4 x i32> zeroinitializer
  %186 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %185, <4 x float> %85, <4 x float> %136)
  %187 = add nuw nsw i64 224, %144
  %188 = getelementptr inbounds nuw float, ptr %13, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = insertelement <4 x float> poison, float %189, i32 0
  %191 = shufflevector <4 x float> %190, <4 x float> poison, <4 x i32> zeroinitializer
  %192 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %191, <4 x float> %85, <4 x float> %143)
  %193 = add i64 %28, 2
  %194 = add nuw nsw i64 0, %193
  %195 = getelementptr inbounds nuw float, ptr %13, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = insertelement <4 x float> poison, float %196, i32 0
  %198 = shufflevector <4 x float> %197, <4 x float> poison, <4 x i32> zeroinitializer
  %199 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %198, <4 x float> %86, <4 x float> %150)
  %200 = add nuw nsw i64 32, %193
  %201 = getelementptr inbounds nuw float, ptr %13, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = insertelement <4 x float> poison, float %202, i32 0
  %204 = shufflevector <4 x float> %203, <4 x float> poison, <4 x i32> zeroinitializer
  %205 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %204, <4 x float> %86, <4 x float> %156)
  %206 = add nuw nsw i64 64, %193
  %207 = getelementptr inbounds nuw float, ptr %13, i64 %206
  %208 = load float, ptr %207, align 4
  %209 = insertelement <4 x float> poison, float %208, i32 0
  %210 = shufflevector <4 x float> %209, <4 x float> poison, <4 x i32> zeroinitializer
  %211 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %210, <4 x float> %86, <4 x float> %162)
  %212 = add nuw nsw i64 96, %193
  %213 = getelementptr inbounds nuw float, ptr %13, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = insertelement <4 x float> poison, float %214, i32 0
  %216 = shufflevector <4 x float> %215, <4 x float> poison, <4 x i32> zeroinitializer
  %217 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %216, <4 x float> %86, <4 x float> %168)
  %218 = add nuw nsw i64 128, %193
  %219 = getelementptr inbounds nuw float, ptr %13, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = insertelement <4 x float> poison, float %220, i32 0
  %222 = shufflevector <4 x float> %221, <4 x float> poison, <4 x i32> zeroinitializer
  %223 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %222, <4 x float> %86, <4 x float> %174)
  %224 = add nuw nsw i64 160, %193
  %225 = getelementptr inbounds nuw float, ptr %13, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = insertelement <4 x float> poison, float %226, i32 0
  %228 = shufflevector <4 x float> %227, <4 x float> poison, <4 x i32> zeroinitializer
  %229 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %228, <4 x float> %86, <4 x float> %180)
  %230 = add nuw nsw i64 192, %193
  %231 = getelementptr inbounds nuw float, ptr %13, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = insertelement <4 x float> poison, float %232, i32 0
  %234 = shufflevector <4 x float> %233, <4 x float> poison, <4 x i32> zeroinitializer
  %235 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %234, <4 x float> %86, <4 x float> %186)
  %236 = add nuw nsw i64 224, %193
  %237 = getelementptr inbounds nuw float, ptr %13, i64 %236
  %238 = load float, ptr %237, align 4
  %239 = insertelement <4 x float> poison, float %238, i32 0
  %240 = shufflevector <4 x float> %239, <4 x float> poison, <4 x i32> zeroinitializer
  %241 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %240, <4 x float> %86, <4 x float> %192)
  %242 = add i64 %28, 3
  %243 = add nuw nsw i64 0, %242
  %244 = getelementptr inbounds nuw float, ptr %13, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = insertelement <4 x float> poison, float %245, i32 0
  %247 = shufflevector <4 x float> %246, <4 x float> poison, <4 x i32> zeroinitializer
  %248 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %247, <4 x float> %87, <4 x float> %199)
  %249 = add nuw nsw i64 32, %242
  %250 = getelementptr inbounds nuw float, ptr %13, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = insertelement <4 x float> poison, float %251, i32 0
  %253 = shufflevector <4 x float> %252, <4 x float> poison, <4 x i32> zeroinitializer
  %254 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %253, <4 x float> %87, <4 x float> %205)
  %255 = add nuw nsw i64 64, %242
  %256 = getelementptr inbounds nuw float, ptr %13, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = insertelement <4 x float> poison, float %257, i32 0
  %259 = shufflevector <4 x float> %258, <4 x float> poison, <4 x i32> zeroinitializer
  %260 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %259, <4 x float> %87, <4 x float> %211)
  %261 = add nuw nsw i64 96, %242
  %262 = getelementptr inbounds nuw float, ptr %13, i64 %261
  %263 = load float, ptr %262, align 4
  %264 = insertelement <4 x float> poison, float %263, i32 0
  %265 = shufflevector <4 x float> %264, <4 x float> poison, <4 x i32> zeroinitializer
  %266 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %265, <4 x float> %87, <4 x float> %217)
  %267 = add nuw nsw i64 128, %242
  %268 = getelementptr inbounds nuw float, ptr %13, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = insertelement <4 x float> poison, float %269, i32 0
  %271 = shufflevector <4 x float> %270, <4 x float> poison, <4 x i32> zeroinitializer
  %272 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %271, <4 x float> %87, <4 x float> %223)
  %273 = add nuw nsw i64 160, %242
  %274 = getelementptr inbounds nuw float, ptr %13, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = insertelement <4 x float> poison, float %275, i32 0
  %277 = shufflevector <4 x float> %276, <4 x float> poison, <4 x i32> zeroinitializer
  %278 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %277, <4 x float> %87, <4 x float> %229)
  %279 = add nuw nsw i64 192, %242
  %280 = getelementptr inbounds nuw float, ptr %13, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = insertelement <4 x float> poison, float %281, i32 0
  %283 = shufflevector <4 x float> %282, <4 x float> poison, <4 x i32> zeroinitializer
  %284 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %283, <4 x float> %87, <4 x float> %235)
  %285 = add nuw nsw i64 224, %242
  %286 = getelementptr inbounds nuw float, ptr %13, i64 %285
  %287 = load float, ptr %286, align 4
  %288 = insertelement <4 x float> poison, float %287, i32 0
  %289 = shufflevector <4 x float> %288, <4 x float> poison, <4 x i32> zeroinitializer
  %290 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %289, <4 x float> %87, <4 x float> %241)
  %291 = insertvalue [8 x <4 x float>] poison, <4 x float> %248, 0
  %292 = insertvalue [8 x <4 x float>] %291, <4 x float> %254, 1
  %293 = insertvalue [8 x <4 x float>] %292, <4 x float> %260, 2
  %294 = insertvalue [8 x <4 x float>] %293, <4 x float> %266, 3
  %295 = insertvalue [8 x <4 x float>] %294, <4 x float> %272, 4
  %296 = insertvalue [8 x <4 x float>] %295, <4 x float> %278, 5
  %297 = insertvalue [8 x <4 x float>] %296, <4 x float> %284, 6
  %298 = insertvalue [8 x <4 x float>] %297, <4 x float> %290, 7
  %299 = add i64 %28, 4, !dbg !239
  br label %27, !dbg !239

300:                                              ; preds = %27
  %301 = extractvalue [8 x <4 x float>] %29, 0, !dbg !239
  %302 = add i64 0, %25, !dbg !239
  %303 = getelementptr float, ptr %23, i64 %302, !dbg !239
  store <4 x float> %301, ptr %303, align 4, !dbg !239
  %304 = extractvalue [8 x <4 x float>] %29, 1, !dbg !239
  %305 = add i64 16, %25, !dbg !239
  %306 = getelementptr float, ptr %23, i64 %305, !dbg !239
  store <4 x float> %304, ptr %306, align 4, !dbg !239
  %307 = extractvalue [8 x <4 x float>] %29, 2, !dbg !239
  %308 = add i64 32, %25, !dbg !239
  %309 = getelementptr float, ptr %23, i64 %308, !dbg !239
  store <4 x float> %307, ptr %309, align 4, !dbg !239
  %310 = extractvalue [8 x <4 x float>] %29, 3, !dbg !239
  %311 = add i64 48, %25, !dbg !239
  %312 = getelementptr float, ptr %23, i64 %311, !dbg !239
  store <4 x float> %310, ptr %312, align 4, !dbg !239
  %313 = extractvalue [8 x <4 x float>] %29, 4, !dbg !239
  %314 = add i64 64, %25, !dbg !239
  %315 = getelementptr float, ptr %23, i64 %314, !dbg !239
  store <4 x float> %313, ptr %315, align 4, !dbg !239
  %316 = extractvalue [8 x <4 x float>] %29, 5, !dbg !239
  %317 = add i64 80, %25, !dbg !239
  %318 = getelementptr float, ptr %23, i64 %317, !dbg !239
  store <4 x float> %316, ptr %318, align 4, !dbg !239
  %319 = extractvalue [8 x <4 x float>] %29, 6, !dbg !239
  %320 = add i64 96, %25, !dbg !239
  %321 = getelementptr float, ptr %23, i64 %320, !dbg !239
  store <4 x float> %319, ptr %321, align 4, !dbg !239
  %322 = extractvalue [8 x <4 x float>] %29, 7, !dbg !239
  %323 = add i64 112, %25, !dbg !239
  %324 = getelementptr float, ptr %23, i64 %323, !dbg !239
  store <4 x float> %322, ptr %324, align 4, !dbg !239
  %325 = add i64 %25, 4, !dbg !239
  br label %24, !dbg !239

326:                                              ; preds = %24
  ret i32 0, !dbg !240
}

define internal i32 @main_dispatch_5_elementwise_broadcast_2x2x8x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !113 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !241
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !241
  %6 = load ptr, ptr %5, align 8, !dbg !241
  %7 = getelementptr i8, ptr %6, i32 3584, !dbg !241
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !241
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !242
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !242
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !242
  %11 = load ptr, ptr %10, align 8, !dbg !242
  %12 = getelementptr i8, ptr %11, i32 1024, !dbg !242
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !242
  br label %13, !dbg !243

13:                                               ; preds = %44, %3
  %14 = phi i64 [ %45, %44 ], [ 0, %3 ], !dbg !243
  %15 = icmp slt i64 %14, 2, !dbg !243
  br i1 %15, label %16, label %46, !dbg !243

16:                                               ; preds = %42, %13
  %17 = phi i64 [ %43, %42 ], [ 0, %13 ], !dbg !243
  %18 = icmp slt i64 %17, 2, !dbg !243
  br i1 %18, label %19, label %44, !dbg !243

19:                                               ; preds = %40, %16
  %20 = phi i64 [ %41, %40 ], [ 0, %16 ], !dbg !243
  %21 = icmp slt i64 %20, 8, !dbg !243
  br i1 %21, label %22, label %42, !dbg !243

22:                                               ; preds = %25, %19
  %23 = phi i64 [ %39, %25 ], [ 0, %19 ], !dbg !243
  %24 = icmp slt i64 %23, 8, !dbg !243
  br i1 %24, label %25, label %40, !dbg !243

25:                                               ; preds = %22
  %26 = mul i64 %20, 16, !dbg !243
  %27 = mul i64 %14, 8, !dbg !243
  %28 = add i64 %26, %27, !dbg !243
  %29 = add i64 %28, %23, !dbg !243
  %30 = getelementptr float, ptr %7, i64 %29, !dbg !243
  %31 = load <4 x float>, ptr %30, align 4, !dbg !243
  %32 = mul i64 %14, 128, !dbg !243
  %33 = mul i64 %17, 64, !dbg !243
  %34 = add i64 %32, %33, !dbg !243
  %35 = mul i64 %20, 8, !dbg !243
  %36 = add i64 %34, %35, !dbg !243
  %37 = add i64 %36, %23, !dbg !243
  %38 = getelementptr float, ptr %12, i64 %37, !dbg !243
  store <4 x float> %31, ptr %38, align 4, !dbg !243
  %39 = add i64 %23, 4, !dbg !243
  br label %22, !dbg !243

40:                                               ; preds = %22
  %41 = add i64 %20, 1, !dbg !243
  br label %19, !dbg !243

42:                                               ; preds = %19
  %43 = add i64 %17, 1, !dbg !243
  br label %16, !dbg !243

44:                                               ; preds = %16
  %45 = add i64 %14, 1, !dbg !243
  br label %13, !dbg !243

46:                                               ; preds = %13
  ret i32 0, !dbg !244
}

define internal i32 @main_dispatch_6_elementwise_transpose_4x8x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !116 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !245
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !245
  %6 = load ptr, ptr %5, align 8, !dbg !245
  %7 = getelementptr i8, ptr %6, i32 2048, !dbg !245
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !245
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !246
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !246
  %10 = load ptr, ptr %9, align 8, !dbg !246
  %11 = getelementptr i8, ptr %10, i32 2048, !dbg !246
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !246
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !247
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !247
  %14 = getelementptr ptr, ptr %13, i32 1, !dbg !247
  %15 = load ptr, ptr %14, align 8, !dbg !247
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !247
  %16 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !248
  %17 = extractvalue %iree_hal_executable_dispatch_state_v0_t %16, 10, !dbg !248
  %18 = getelementptr ptr, ptr %17, i32 1, !dbg !248
  %19 = load ptr, ptr %18, align 8, !dbg !248
  %20 = getelementptr i8, ptr %19, i32 256, !dbg !248
  call void @llvm.assume(i1 true) [ "align"(ptr %20, i64 64) ], !dbg !248
  %21 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !249
  %22 = extractvalue %iree_hal_executable_dispatch_state_v0_t %21, 10, !dbg !249
  %23 = getelementptr ptr, ptr %22, i32 2, !dbg !249
  %24 = load ptr, ptr %23, align 8, !dbg !249
  %25 = getelementptr i8, ptr %24, i32 4096, !dbg !249
  call void @llvm.assume(i1 true) [ "align"(ptr %25, i64 64) ], !dbg !249
  %26 = call <4 x i64> @llvm.stepvector.v4i64(), !dbg !250
  br label %27, !dbg !251

27:                                               ; preds = %102, %3
  %28 = phi i64 [ %103, %102 ], [ 0, %3 ], !dbg !251
  %29 = icmp slt i64 %28, 4, !dbg !251
  br i1 %29, label %30, label %104, !dbg !251

30:                                               ; preds = %100, %27
  %31 = phi i64 [ %101, %100 ], [ 0, %27 ], !dbg !251
  %32 = icmp slt i64 %31, 8, !dbg !251
  br i1 %32, label %33, label %102, !dbg !251

33:                                               ; preds = %30
  %34 = mul i64 %31, 4, !dbg !253
  %35 = add i64 %28, %34, !dbg !253
  %36 = mul i64 %35, 2, !dbg !253
  %37 = insertelement <4 x i64> poison, i64 %36, i32 0, !dbg !253
  %38 = shufflevector <4 x i64> %37, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !253
  br label %39, !dbg !251

39:                                               ; preds = %42, %33
  %40 = phi i64 [ %99, %42 ], [ 0, %33 ], !dbg !251
  %41 = icmp slt i64 %40, 8, !dbg !251
  br i1 %41, label %42, label %100, !dbg !251

42:                                               ; preds = %39
  %43 = mul i64 %31, 32, !dbg !251
  %44 = mul i64 %28, 8, !dbg !251
  %45 = add i64 %43, %44, !dbg !251
  %46 = add i64 %45, %40, !dbg !251
  %47 = getelementptr float, ptr %11, i64 %46, !dbg !251
  %48 = load <4 x float>, ptr %47, align 4, !dbg !251
  %49 = mul i64 %31, 8, !dbg !251
  %50 = add i64 %49, %40, !dbg !251
  %51 = getelementptr float, ptr %15, i64 %50, !dbg !251
  %52 = load <4 x float>, ptr %51, align 4, !dbg !251
  %53 = getelementptr float, ptr %20, i64 %50, !dbg !251
  %54 = load <4 x float>, ptr %53, align 4, !dbg !251
  %55 = insertelement <4 x i64> poison, i64 %40, i32 0, !dbg !251
  %56 = shufflevector <4 x i64> %55, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !251
  %57 = add <4 x i64> %56, %26, !dbg !250
  %58 = srem <4 x i64> %57, splat (i64 4), !dbg !254
  %59 = sdiv <4 x i64> %57, splat (i64 4), !dbg !255
  %60 = sub <4 x i64> splat (i64 1), %59, !dbg !256
  %61 = add <4 x i64> %60, %38, !dbg !253
  %62 = mul <4 x i64> %61, splat (i64 4), !dbg !253
  %63 = add <4 x i64> %58, %62, !dbg !253
  %64 = extractelement <4 x i64> %63, i64 0, !dbg !253
  %65 = add i64 0, %64, !dbg !253
  %66 = getelementptr float, ptr %7, i64 %65, !dbg !253
  %67 = load <1 x float>, ptr %66, align 4, !dbg !253
  %68 = extractelement <1 x float> %67, i64 0, !dbg !253
  %69 = extractelement <4 x i64> %63, i64 1, !dbg !253
  %70 = add i64 0, %69, !dbg !253
  %71 = getelementptr float, ptr %7, i64 %70, !dbg !253
  %72 = load <1 x float>, ptr %71, align 4, !dbg !253
  %73 = extractelement <1 x float> %72, i64 0, !dbg !253
  %74 = extractelement <4 x i64> %63, i64 2, !dbg !253
  %75 = add i64 0, %74, !dbg !253
  %76 = getelementptr float, ptr %7, i64 %75, !dbg !253
  %77 = load <1 x float>, ptr %76, align 4, !dbg !253
  %78 = extractelement <1 x float> %77, i64 0, !dbg !253
  %79 = extractelement <4 x i64> %63, i64 3, !dbg !253
  %80 = add i64 0, %79, !dbg !253
  %81 = getelementptr float, ptr %7, i64 %80, !dbg !253
  %82 = load <1 x float>, ptr %81, align 4, !dbg !253
  %83 = extractelement <1 x float> %82, i64 0, !dbg !253
  %84 = insertelement <4 x float> poison, float %68, i64 0, !dbg !253
  %85 = insertelement <4 x float> %84, float %73, i64 1, !dbg !253
  %86 = insertelement <4 x float> %85, float %78, i64 2, !dbg !253
  %87 = insertelement <4 x float> %86, float %83, i64 3, !dbg !253
  %88 = fneg contract <4 x float> %87, !dbg !257
  %89 = icmp eq <4 x i64> %60, splat (i64 1), !dbg !258
  %90 = select <4 x i1> %89, <4 x float> %88, <4 x float> %87, !dbg !259
  %91 = fmul contract <4 x float> %90, %54, !dbg !260
  %92 = fmul contract <4 x float> %48, %52, !dbg !261
  %93 = fadd contract <4 x float> %92, %91, !dbg !262
  %94 = fmul contract <4 x float> %93, splat (float f0x3F1837F0), !dbg !263
  %95 = mul i64 %28, 64, !dbg !251
  %96 = add i64 %95, %49, !dbg !251
  %97 = add i64 %96, %40, !dbg !251
  %98 = getelementptr float, ptr %25, i64 %97, !dbg !251
  store <4 x float> %94, ptr %98, align 4, !dbg !251
  %99 = add i64 %40, 4, !dbg !251
  br label %39, !dbg !251

100:                                              ; preds = %39
  %101 = add i64 %31, 1, !dbg !251
  br label %30, !dbg !251

102:                                              ; preds = %30
  %103 = add i64 %28, 1, !dbg !251
  br label %27, !dbg !251

104:                                              ; preds = %27
  ret i32 0, !dbg !252
}

define internal i32 @main_dispatch_7_elementwise_broadcast_2x2x8x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !119 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !264
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !264
  %6 = load ptr, ptr %5, align 8, !dbg !264
  %7 = getelementptr i8, ptr %6, i32 3072, !dbg !264
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !264
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !265
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !265
  %10 = load ptr, ptr %9, align 8, !dbg !265
  %11 = getelementptr i8, ptr %10, i32 3072, !dbg !265
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !265
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !266
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !266
  %14 = getelementptr ptr, ptr %13, i32 1, !dbg !266
  %15 = load ptr, ptr %14, align 8, !dbg !266
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !266
  %16 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !267
  %17 = extractvalue %iree_hal_executable_dispatch_state_v0_t %16, 10, !dbg !267
  %18 = getelementptr ptr, ptr %17, i32 1, !dbg !267
  %19 = load ptr, ptr %18, align 8, !dbg !267
  %20 = getelementptr i8, ptr %19, i32 256, !dbg !267
  call void @llvm.assume(i1 true) [ "align"(ptr %20, i64 64) ], !dbg !267
  %21 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !268
  %22 = extractvalue %iree_hal_executable_dispatch_state_v0_t %21, 10, !dbg !268
  %23 = getelementptr ptr, ptr %22, i32 2, !dbg !268
  %24 = load ptr, ptr %23, align 8, !dbg !268
  %25 = getelementptr i8, ptr %24, i32 5120, !dbg !268
  call void @llvm.assume(i1 true) [ "align"(ptr %25, i64 64) ], !dbg !268
  %26 = call <4 x i64> @llvm.stepvector.v4i64(), !dbg !269
  br label %27, !dbg !270

27:                                               ; preds = %109, %3
  %28 = phi i64 [ %110, %109 ], [ 0, %3 ], !dbg !270
  %29 = icmp slt i64 %28, 2, !dbg !270
  br i1 %29, label %30, label %111, !dbg !270

30:                                               ; preds = %107, %27
  %31 = phi i64 [ %108, %107 ], [ 0, %27 ], !dbg !270
  %32 = icmp slt i64 %31, 2, !dbg !270
  br i1 %32, label %33, label %109, !dbg !270

33:                                               ; preds = %105, %30
  %34 = phi i64 [ %106, %105 ], [ 0, %30 ], !dbg !270
  %35 = icmp slt i64 %34, 8, !dbg !270
  br i1 %35, label %36, label %107, !dbg !270

36:                                               ; preds = %33
  %37 = mul i64 %34, 2, !dbg !272
  %38 = add i64 %28, %37, !dbg !272
  %39 = mul i64 %38, 2, !dbg !272
  %40 = insertelement <4 x i64> poison, i64 %39, i32 0, !dbg !272
  %41 = shufflevector <4 x i64> %40, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !272
  br label %42, !dbg !270

42:                                               ; preds = %45, %36
  %43 = phi i64 [ %104, %45 ], [ 0, %36 ], !dbg !270
  %44 = icmp slt i64 %43, 8, !dbg !270
  br i1 %44, label %45, label %105, !dbg !270

45:                                               ; preds = %42
  %46 = mul i64 %34, 16, !dbg !270
  %47 = mul i64 %28, 8, !dbg !270
  %48 = add i64 %46, %47, !dbg !270
  %49 = add i64 %48, %43, !dbg !270
  %50 = getelementptr float, ptr %11, i64 %49, !dbg !270
  %51 = load <4 x float>, ptr %50, align 4, !dbg !270
  %52 = mul i64 %34, 8, !dbg !270
  %53 = add i64 %52, %43, !dbg !270
  %54 = getelementptr float, ptr %15, i64 %53, !dbg !270
  %55 = load <4 x float>, ptr %54, align 4, !dbg !270
  %56 = getelementptr float, ptr %20, i64 %53, !dbg !270
  %57 = load <4 x float>, ptr %56, align 4, !dbg !270
  %58 = insertelement <4 x i64> poison, i64 %43, i32 0, !dbg !270
  %59 = shufflevector <4 x i64> %58, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !270
  %60 = add <4 x i64> %59, %26, !dbg !269
  %61 = srem <4 x i64> %60, splat (i64 4), !dbg !273
  %62 = sdiv <4 x i64> %60, splat (i64 4), !dbg !274
  %63 = sub <4 x i64> splat (i64 1), %62, !dbg !275
  %64 = add <4 x i64> %63, %41, !dbg !272
  %65 = mul <4 x i64> %64, splat (i64 4), !dbg !272
  %66 = add <4 x i64> %61, %65, !dbg !272
  %67 = extractelement <4 x i64> %66, i64 0, !dbg !272
  %68 = add i64 0, %67, !dbg !272
  %69 = getelementptr float, ptr %7, i64 %68, !dbg !272
  %70 = load <1 x float>, ptr %69, align 4, !dbg !272
  %71 = extractelement <1 x float> %70, i64 0, !dbg !272
  %72 = extractelement <4 x i64> %66, i64 1, !dbg !272
  %73 = add i64 0, %72, !dbg !272
  %74 = getelementptr float, ptr %7, i64 %73, !dbg !272
  %75 = load <1 x float>, ptr %74, align 4, !dbg !272
  %76 = extractelement <1 x float> %75, i64 0, !dbg !272
  %77 = extractelement <4 x i64> %66, i64 2, !dbg !272
  %78 = add i64 0, %77, !dbg !272
  %79 = getelementptr float, ptr %7, i64 %78, !dbg !272
  %80 = load <1 x float>, ptr %79, align 4, !dbg !272
  %81 = extractelement <1 x float> %80, i64 0, !dbg !272
  %82 = extractelement <4 x i64> %66, i64 3, !dbg !272
  %83 = add i64 0, %82, !dbg !272
  %84 = getelementptr float, ptr %7, i64 %83, !dbg !272
  %85 = load <1 x float>, ptr %84, align 4, !dbg !272
  %86 = extractelement <1 x float> %85, i64 0, !dbg !272
  %87 = insertelement <4 x float> poison, float %71, i64 0, !dbg !272
  %88 = insertelement <4 x float> %87, float %76, i64 1, !dbg !272
  %89 = insertelement <4 x float> %88, float %81, i64 2, !dbg !272
  %90 = insertelement <4 x float> %89, float %86, i64 3, !dbg !272
  %91 = fneg contract <4 x float> %90, !dbg !276
  %92 = icmp eq <4 x i64> %63, splat (i64 1), !dbg !277
  %93 = select <4 x i1> %92, <4 x float> %91, <4 x float> %90, !dbg !278
  %94 = fmul contract <4 x float> %93, %57, !dbg !279
  %95 = fmul contract <4 x float> %51, %55, !dbg !280
  %96 = fadd contract <4 x float> %95, %94, !dbg !281
  %97 = fmul contract <4 x float> %96, splat (float f0x3F1837F0), !dbg !282
  %98 = mul i64 %28, 128, !dbg !270
  %99 = mul i64 %31, 64, !dbg !270
  %100 = add i64 %98, %99, !dbg !270
  %101 = add i64 %100, %52, !dbg !270
  %102 = add i64 %101, %43, !dbg !270
  %103 = getelementptr float, ptr %25, i64 %102, !dbg !270
  store <4 x float> %97, ptr %103, align 4, !dbg !270
  %104 = add i64 %43, 4, !dbg !270
  br label %42, !dbg !270

105:                                              ; preds = %42
  %106 = add i64 %34, 1, !dbg !270
  br label %33, !dbg !270

107:                                              ; preds = %33
  %108 = add i64 %31, 1, !dbg !270
  br label %30, !dbg !270

109:                                              ; preds = %30
  %110 = add i64 %28, 1, !dbg !270
  br label %27, !dbg !270

111:                                              ; preds = %27
  ret i32 0, !dbg !271
}

define internal i32 @main_dispatch_8_batch_matmul_4x8x8x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !122 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !283
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !283
  %6 = load ptr, ptr %5, align 8, !dbg !283
  %7 = getelementptr i8, ptr %6, i32 4096, !dbg !283
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !283
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !284
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !284
  %10 = load ptr, ptr %9, align 8, !dbg !284
  %11 = getelementptr i8, ptr %10, i32 5120, !dbg !284
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !284
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !285
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !285
  %14 = getelementptr ptr, ptr %13, i32 1, !dbg !285
  %15 = load ptr, ptr %14, align 8, !dbg !285
  %16 = getelementptr i8, ptr %15, i32 512, !dbg !285
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !285
  %17 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !286
  %18 = extractvalue %iree_hal_executable_dispatch_state_v0_t %17, 10, !dbg !286
  %19 = getelementptr ptr, ptr %18, i32 2, !dbg !286
  %20 = load ptr, ptr %19, align 8, !dbg !286
  %21 = getelementptr i8, ptr %20, i32 2048, !dbg !286
  call void @llvm.assume(i1 true) [ "align"(ptr %21, i64 64) ], !dbg !286
  %22 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !287
  %23 = extractvalue %iree_hal_executable_workgroup_state_v0_t %22, 0, !dbg !287
  %24 = zext i32 %23 to i64, !dbg !287
  br label %25, !dbg !287

25:                                               ; preds = %315, %3
  %26 = phi i64 [ %381, %315 ], [ 0, %3 ], !dbg !287
  %27 = icmp slt i64 %26, 8, !dbg !287
  br i1 %27, label %28, label %382, !dbg !287

28:                                               ; preds = %32, %25
  %29 = phi i64 [ %314, %32 ], [ 0, %25 ], !dbg !287
  %30 = phi [8 x <4 x float>] [ %313, %32 ], [ zeroinitializer, %25 ], !dbg !287
  %31 = icmp slt i64 %29, 8, !dbg !287
  br i1 %31, label %32, label %315, !dbg !287

32:                                               ; preds = %28
  %33 = mul i64 %24, 64, !dbg !287
  %34 = mul i64 %26, 8, !dbg !287
  %35 = add i64 %33, %34, !dbg !287
  %36 = add i64 %35, %29, !dbg !287
  %37 = getelementptr float, ptr %11, i64 %36, !dbg !287
  %38 = load <4 x float>, ptr %37, align 4, !dbg !287
  %39 = add i64 %26, 1, !dbg !287
  %40 = mul i64 %39, 8, !dbg !287
  %41 = add i64 %33, %40, !dbg !287
  %42 = add i64 %41, %29, !dbg !287
  %43 = getelementptr float, ptr %11, i64 %42, !dbg !287
  %44 = load <4 x float>, ptr %43, align 4, !dbg !287
  %45 = add i64 %26, 2, !dbg !287
  %46 = mul i64 %45, 8, !dbg !287
  %47 = add i64 %33, %46, !dbg !287
  %48 = add i64 %47, %29, !dbg !287
  %49 = getelementptr float, ptr %11, i64 %48, !dbg !287
  %50 = load <4 x float>, ptr %49, align 4, !dbg !287
  %51 = add i64 %26, 3, !dbg !287
  %52 = mul i64 %51, 8, !dbg !287
  %53 = add i64 %33, %52, !dbg !287
  %54 = add i64 %53, %29, !dbg !287
  %55 = getelementptr float, ptr %11, i64 %54, !dbg !287
  %56 = load <4 x float>, ptr %55, align 4, !dbg !287
  %57 = extractelement <4 x float> %38, i64 0, !dbg !287
  %58 = extractelement <4 x float> %38, i64 1, !dbg !287
  %59 = extractelement <4 x float> %38, i64 2, !dbg !287
  %60 = extractelement <4 x float> %38, i64 3, !dbg !287
  %61 = extractelement <4 x float> %44, i64 0, !dbg !287
  %62 = extractelement <4 x float> %44, i64 1, !dbg !287
  %63 = extractelement <4 x float> %44, i64 2, !dbg !287
  %64 = extractelement <4 x float> %44, i64 3, !dbg !287
  %65 = extractelement <4 x float> %50, i64 0, !dbg !287
  %66 = extractelement <4 x float> %50, i64 1, !dbg !287
  %67 = extractelement <4 x float> %50, i64 2, !dbg !287
  %68 = extractelement <4 x float> %50, i64 3, !dbg !287
  %69 = extractelement <4 x float> %56, i64 0, !dbg !287
  %70 = extractelement <4 x float> %56, i64 1, !dbg !287
  %71 = extractelement <4 x float> %56, i64 2, !dbg !287
  %72 = extractelement <4 x float> %56, i64 3, !dbg !287
  %73 = insertelement <16 x float> poison, float %57, i64 0
  %74 = insertelement <16 x float> %73, float %58, i64 1
  %75 = insertelement <16 x float> %74, float %59, i64 2
  %76 = insertelement <16 x float> %75, float %60, i64 3
  %77 = insertelement <16 x float> %76, float %61, i64 4
  %78 = insertelement <16 x float> %77, float %62, i64 5
  %79 = insertelement <16 x float> %78, float %63, i64 6
  %80 = insertelement <16 x float> %79, float %64, i64 7
  %81 = insertelement <16 x float> %80, float %65, i64 8
  %82 = insertelement <16 x float> %81, float %66, i64 9
  %83 = insertelement <16 x float> %82, float %67, i64 10
  %84 = insertelement <16 x float> %83, float %68, i64 11
  %85 = insertelement <16 x float> %84, float %69, i64 12
  %86 = insertelement <16 x float> %85, float %70, i64 13
  %87 = insertelement <16 x float> %86, float %71, i64 14
  %88 = insertelement <16 x float> %87, float %72, i64 15
  %89 = shufflevector <16 x float> %88, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %90 = shufflevector <16 x float> %89, <16 x float> %89, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %91 = shufflevector <16 x float> %89, <16 x float> %89, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %92 = shufflevector <16 x float> %89, <16 x float> %89, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %93 = shufflevector <16 x float> %89, <16 x float> %89, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %94 = mul nuw nsw i64 %24, 64
  %95 = add nuw nsw i64 %94, 0
  %96 = add nuw nsw i64 %95, %29
  %97 = getelementptr inbounds nuw float, ptr %7, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = insertelement <4 x float> poison, float %98, i32 0
  %100 = shufflevector <4 x float> %99, <4 x float> poison, <4 x i32> zeroinitializer
  %101 = extractvalue [8 x <4 x float>] %30, 0
  %102 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %100, <4 x float> %90, <4 x float> %101)
  %103 = add nuw nsw i64 %94, 8
  %104 = add nuw nsw i64 %103, %29
  %105 = getelementptr inbounds nuw float, ptr %7, i64 %104
  %106 = load float, ptr %105, align 4
  %107 = insertelement <4 x float> poison, float %106, i32 0
  %108 = shufflevector <4 x float> %107, <4 x float> poison, <4 x i32> zeroinitializer
  %109 = extractvalue [8 x <4 x float>] %30, 1
  %110 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %108, <4 x float> %90, <4 x float> %109)
  %111 = add nuw nsw i64 %94, 16
  %112 = add nuw nsw i64 %111, %29
  %113 = getelementptr inbounds nuw float, ptr %7, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = insertelement <4 x float> poison, float %114, i32 0
  %116 = shufflevector <4 x float> %115, <4 x float> poison, <4 x i32> zeroinitializer
  %117 = extractvalue [8 x <4 x float>] %30, 2
  %118 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %116, <4 x float> %90, <4 x float> %117)
  %119 = add nuw nsw i64 %94, 24
  %120 = add nuw nsw i64 %119, %29
  %121 = getelementptr inbounds nuw float, ptr %7, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = insertelement <4 x float> poison, float %122, i32 0
  %124 = shufflevector <4 x float> %123, <4 x float> poison, <4 x i32> zeroinitializer
  %125 = extractvalue [8 x <4 x float>] %30, 3
  %126 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %124, <4 x float> %90, <4 x float> %125)
  %127 = add nuw nsw i64 %94, 32
  %128 = add nuw nsw i64 %127, %29
  %129 = getelementptr inbounds nuw float, ptr %7, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = insertelement <4 x float> poison, float %130, i32 0
  %132 = shufflevector <4 x float> %131, <4 x float> poison, <4 x i32> zeroinitializer
  %133 = extractvalue [8 x <4 x float>] %30, 4
  %134 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %132, <4 x float> %90, <4 x float> %133)
  %135 = add nuw nsw i64 %94, 40
  %136 = add nuw nsw i64 %135, %29
  %137 = getelementptr inbounds nuw float, ptr %7, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = insertelement <4 x float> poison, float %138, i32 0
  %140 = shufflevector <4 x float> %139, <4 x float> poison, <4 x i32> zeroinitializer
  %141 = extractvalue [8 x <4 x float>] %30, 5
  %142 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %140, <4 x float> %90, <4 x float> %141)
  %143 = add nuw nsw i64 %94, 48
  %144 = add nuw nsw i64 %143, %29
  %145 = getelementptr inbounds nuw float, ptr %7, i64 %144
  %146 = load float, ptr %145, align 4
  %147 = insertelement <4 x float> poison, float %146, i32 0
  %148 = shufflevector <4 x float> %147, <4 x float> poison, <4 x i32> zeroinitializer
  %149 = extractvalue [8 x <4 x float>] %30, 6
  %150 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %148, <4 x float> %90, <4 x float> %149)
  %151 = add nuw nsw i64 %94, 56
  %152 = add nuw nsw i64 %151, %29
  %153 = getelementptr inbounds nuw float, ptr %7, i64 %152
  %154 = load float, ptr %153, align 4
  %155 = insertelement <4 x float> poison, float %154, i32 0
  %156 = shufflevector <4 x float> %155, <4 x float> poison, <4 x i32> zeroinitializer
  %157 = extractvalue [8 x <4 x float>] %30, 7
  %158 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %156, <4 x float> %90, <4 x float> %157)
  %159 = add i64 %29, 1
  %160 = add nuw nsw i64 %95, %159
  %161 = getelementptr inbounds nuw float, ptr %7, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = insertelement <4 x float> poison, float %162, i32 0
  %164 = shufflevector <4 x float> %163, <4 x float> poison, <4 x i32> zeroinitializer
  %165 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %164, <4 x float> %91, <4 x float> %102)
  %166 = add nuw nsw i64 %103, %159
  %167 = getelementptr inbounds nuw float, ptr %7, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = insertelement <4 x float> poison, float %168, i32 0
  %170 = shufflevector <4 x float> %169, <4 x float> poison, <4 x i32> zeroinitializer
  %171 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %170, <4 x float> %91, <4 x float> %110)
  %172 = add nuw nsw i64 %111, %159
  %173 = getelementptr inbounds nuw float, ptr %7, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = insertelement <4 x float> poison, float %174, i32 0
  %176 = shufflevector <4 x float> %175, <4 x float> poison, <4 x i32> zeroinitializer
  %177 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %176, <4 x float> %91, <4 x float> %118)
  %178 = add nuw nsw i64 %119, %159
  %179 = getelementptr inbounds nuw float, ptr %7, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = insertelement <4 x float> poison, float %180, i32 0
  %182 = shufflevector <4 x float> %181, <4 x float> poison, <4 x i32> zeroinitializer
  %183 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %182, <4 x float> %91, <4 x float> %126)
  %184 = add nuw nsw i64 %127, %159
  %185 = getelementptr inbounds nuw float, ptr %7, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = insertelement <4 x float> poison, float %186, i32 0
  %188 = shufflevector <4 x float> %187, <4 x float> poison, <4 x i32> zeroinitializer
  %189 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %188, <4 x float> %91, <4 x float> %134)
  %190 = add nuw nsw i64 %135, %159
  %191 = getelementptr inbounds nuw float, ptr %7, i64 %190
  %192 = load float, ptr %191, align 4
  %193 = insertelement <4 x float> poison, float %192, i32 0
  %194 = shufflevector <4 x float> %193, <4 x float> poison, <4 x i32> zeroinitializer
  %195 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %194, <4 x float> %91, <4 x float> %142)
  %196 = add nuw nsw i64 %143, %159
  %197 = getelementptr inbounds nuw float, ptr %7, i64 %196
  %198 = load float, ptr %197, align 4
  %199 = insertelement <4 x float> poison, float %198, i32 0
  %200 = shufflevector <4 x float> %199, <4 x float> poison, <4 x i32> zeroinitializer
  %201 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %200, <4 x float> %91, <4 x float> %150)
  %202 = add nuw nsw i64 %151, %159
  %203 = getelementptr inbounds nuw float, ptr %7, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = insertelement <4 x float> poison, float %204, i32 0
  %206 = shufflevector <4 x float> %205, <4 x float> poison, <4 x i32> zeroinitializer
  %207 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %206, <4 x float> %91, <4 x float> %158)
  %208 = add i64 %29, 2
  %209 = add nuw nsw i64 %95, %208
  %210 = getelementptr inbounds nuw float, ptr %7, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = insertelement <4 x float> poison, float %211, i32 0
  %213 = shufflevector <4 x float> %212, <4 x float> poison, <4 x i32> zeroinitializer
  %214 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %213, <4 x float> %92, <4 x float> %165)
  %215 = add nuw nsw i64 %103, %208
  %216 = getelementptr inbounds nuw float, ptr %7, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = insertelement <4 x float> poison, float %217, i32 0
  %219 = shufflevector <4 x float> %218, <4 x float> poison, <4 x i32> zeroinitializer
  %220 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %219, <4 x float> %92, <4 x float> %171)
  %221 = add nuw nsw i64 %111, %208
  %222 = getelementptr inbounds nuw float, ptr %7, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = insertelement <4 x float> poison, float %223, i32 0
  %225 = shufflevector <4 x float> %224, <4 x float> poison, <4 x i32> zeroinitializer
  %226 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %225, <4 x float> %92, <4 x float> %177)
  %227 = add nuw nsw i64 %119, %208
  %228 = getelementptr inbounds nuw float, ptr %7, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = insertelement <4 x float> poison, float %229, i32 0
  %231 = shufflevector <4 x float> %230, <4 x float> poison, <4 x i32> zeroinitializer
  %232 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %231, <4 x float> %92, <4 x float> %183)
  %233 = add nuw nsw i64 %127, %208
  %234 = getelementptr inbounds nuw float, ptr %7, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = insertelement <4 x float> poison, float %235, i32 0
  %237 = shufflevector <4 x float> %236, <4 x float> poison, <4 x i32> zeroinitializer
  %238 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %237, <4 x float> %92, <4 x float> %189)
  %239 = add nuw nsw i64 %135, %208
  %240 = getelementptr inbounds nuw float, ptr %7, i64 %239
  %241 = load float, ptr %240, align 4
  %242 = insertelement <4 x float> poison, float %241, i32 0
  %243 = shufflevector <4 x float> %242, <4 x float> poison, <4 x i32> zeroinitializer
  %244 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %243, <4 x float> %92, <4 x float> %195)
  %245 = add nuw nsw i64 %143, %208
  %246 = getelementptr inbounds nuw float, ptr %7, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = insertelement <4 x float> poison, float %247, i32 0
  %249 = shufflevector <4 x float> %248, <4 x float> poison, <4 x i32> zeroinitializer
  %250 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %249, <4 x float> %92, <4 x float> %201)
  %251 = add nuw nsw i64 %151, %208
  %252 = getelementptr inbounds nuw float, ptr %7, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = insertelement <4 x float> poison, float %253, i32 0
  %255 = shufflevector <4 x float> %254, <4 x float> poison, <4 x i32> zeroinitializer
  %256 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %255, <4 x float> %92, <4 x float> %207)
  %257 = add i64 %29, 3
  %258 = add nuw nsw i64 %95, %257
  %259 = getelementptr inbounds nuw float, ptr %7, i64 %258
  %260 = load float, ptr %259, align 4
  %261 = insertelement <4 x float> poison, float %260, i32 0
  %262 = shufflevector <4 x float> %261, <4 x float> poison, <4 x i32> zeroinitializer
  %263 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %262, <4 x float> %93, <4 x float> %214)
  %264 = add nuw nsw i64 %103, %257
  %265 = getelementptr inbounds nuw float, ptr %7, i64 %264
  %266 = load float, ptr %265, align 4
  %267 = insertelement <4 x float> poison, float %266, i32 0
  %268 = shufflevector <4 x float> %267, <4 x float> poison, <4 x i32> zeroinitializer
  %269 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %268, <4 x float> %93, <4 x float> %220)
  %270 = add nuw nsw i64 %111, %257
  %271 = getelementptr inbounds nuw float, ptr %7, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = insertelement <4 x float> poison, float %272, i32 0
  %274 = shufflevector <4 x float> %273, <4 x float> poison, <4 x i32> zeroinitializer
  %275 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %274, <4 x float> %93, <4 x float> %226)
  %276 = add nuw nsw i64 %119, %257
  %277 = getelementptr inbounds nuw float, ptr %7, i64 %276
  %278 = load float, ptr %277, align 4
  %279 = insertelement <4 x float> poison, float %278, i32 0
  %280 = shufflevector <4 x float> %279, <4 x float> poison, <4 x i32> zeroinitializer
  %281 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %280, <4 x float> %93, <4 x float> %232)
  %282 = add nuw nsw i64 %127, %257
  %283 = getelementptr inbounds nuw float, ptr %7, i64 %282
  %284 = load float, ptr %283, align 4
  %285 = insertelement <4 x float> poison, float %284, i32 0
  %286 = shufflevector <4 x float> %285, <4 x float> poison, <4 x i32> zeroinitializer
  %287 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %286, <4 x float> %93, <4 x float> %238)
  %288 = add nuw nsw i64 %135, %257
  %289 = getelementptr inbounds nuw float, ptr %7, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = insertelement <4 x float> poison, float %290, i32 0
  %292 = shufflevector <4 x float> %291, <4 x float> poison, <4 x i32> zeroinitializer
  %293 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %292, <4 x float> %93, <4 x float> %244)
  %294 = add nuw nsw i64 %143, %257
  %295 = getelementptr inbounds nuw float, ptr %7, i64 %294
  %296 = load float, ptr %295, align 4
  %297 = insertelement <4 x float> poison, float %296, i32 0
  %298 = shufflevector <4 x float> %297, <4 x float> poison, <4 x i32> zeroinitializer
  %299 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %298, <4 x float> %93, <4 x float> %250)
  %300 = add nuw nsw i64 %151, %257
  %301 = getelementptr inbounds nuw float, ptr %7, i64 %300
  %302 = load float, ptr %301, align 4
  %303 = insertelement <4 x float> poison, float %302, i32 0
  %304 = shufflevector <4 x float> %303, <4 x float> poison, <4 x i32> zeroinitializer
  %305 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %304, <4 x float> %93, <4 x float> %256)
  %306 = insertvalue [8 x <4 x float>] poison, <4 x float> %263, 0
  %307 = insertvalue [8 x <4 x float>] %306, <4 x float> %269, 1
  %308 = insertvalue [8 x <4 x float>] %307, <4 x float> %275, 2
  %309 = insertvalue [8 x <4 x float>] %308, <4 x float> %281, 3
  %310 = insertvalue [8 x <4 x float>] %309, <4 x float> %287, 4
  %311 = insertvalue [8 x <4 x float>] %310, <4 x float> %293, 5
  %312 = insertvalue [8 x <4 x float>] %311, <4 x float> %299, 6
  %313 = insertvalue [8 x <4 x float>] %312, <4 x float> %305, 7
  %314 = add i64 %29, 4, !dbg !287
  br label %28, !dbg !287

315:                                              ; preds = %28
  %316 = add i64 0, %26, !dbg !289
  %317 = getelementptr float, ptr %16, i64 %316, !dbg !289
  %318 = load <4 x float>, ptr %317, align 4, !dbg !289
  %319 = add i64 8, %26, !dbg !289
  %320 = getelementptr float, ptr %16, i64 %319, !dbg !289
  %321 = load <4 x float>, ptr %320, align 4, !dbg !289
  %322 = add i64 16, %26, !dbg !289
  %323 = getelementptr float, ptr %16, i64 %322, !dbg !289
  %324 = load <4 x float>, ptr %323, align 4, !dbg !289
  %325 = add i64 24, %26, !dbg !289
  %326 = getelementptr float, ptr %16, i64 %325, !dbg !289
  %327 = load <4 x float>, ptr %326, align 4, !dbg !289
  %328 = add i64 32, %26, !dbg !289
  %329 = getelementptr float, ptr %16, i64 %328, !dbg !289
  %330 = load <4 x float>, ptr %329, align 4, !dbg !289
  %331 = add i64 40, %26, !dbg !289
  %332 = getelementptr float, ptr %16, i64 %331, !dbg !289
  %333 = load <4 x float>, ptr %332, align 4, !dbg !289
  %334 = add i64 48, %26, !dbg !289
  %335 = getelementptr float, ptr %16, i64 %334, !dbg !289
  %336 = load <4 x float>, ptr %335, align 4, !dbg !289
  %337 = add i64 56, %26, !dbg !289
  %338 = getelementptr float, ptr %16, i64 %337, !dbg !289
  %339 = load <4 x float>, ptr %338, align 4, !dbg !289
  %340 = extractvalue [8 x <4 x float>] %30, 0, !dbg !290
  %341 = fadd contract <4 x float> %340, %318, !dbg !290
  %342 = extractvalue [8 x <4 x float>] %30, 1, !dbg !290
  %343 = fadd contract <4 x float> %342, %321, !dbg !290
  %344 = extractvalue [8 x <4 x float>] %30, 2, !dbg !290
  %345 = fadd contract <4 x float> %344, %324, !dbg !290
  %346 = extractvalue [8 x <4 x float>] %30, 3, !dbg !290
  %347 = fadd contract <4 x float> %346, %327, !dbg !290
  %348 = extractvalue [8 x <4 x float>] %30, 4, !dbg !290
  %349 = fadd contract <4 x float> %348, %330, !dbg !290
  %350 = extractvalue [8 x <4 x float>] %30, 5, !dbg !290
  %351 = fadd contract <4 x float> %350, %333, !dbg !290
  %352 = extractvalue [8 x <4 x float>] %30, 6, !dbg !290
  %353 = fadd contract <4 x float> %352, %336, !dbg !290
  %354 = extractvalue [8 x <4 x float>] %30, 7, !dbg !290
  %355 = fadd contract <4 x float> %354, %339, !dbg !290
  %356 = mul i64 %24, 64, !dbg !287
  %357 = add i64 %356, 0, !dbg !287
  %358 = add i64 %357, %26, !dbg !287
  %359 = getelementptr float, ptr %21, i64 %358, !dbg !287
  store <4 x float> %341, ptr %359, align 4, !dbg !287
  %360 = add i64 %356, 8, !dbg !287
  %361 = add i64 %360, %26, !dbg !287
  %362 = getelementptr float, ptr %21, i64 %361, !dbg !287
  store <4 x float> %343, ptr %362, align 4, !dbg !287
  %363 = add i64 %356, 16, !dbg !287
  %364 = add i64 %363, %26, !dbg !287
  %365 = getelementptr float, ptr %21, i64 %364, !dbg !287
  store <4 x float> %345, ptr %365, align 4, !dbg !287
  %366 = add i64 %356, 24, !dbg !287
  %367 = add i64 %366, %26, !dbg !287
  %368 = getelementptr float, ptr %21, i64 %367, !dbg !287
  store <4 x float> %347, ptr %368, align 4, !dbg !287
  %369 = add i64 %356, 32, !dbg !287
  %370 = add i64 %369, %26, !dbg !287
  %371 = getelementptr float, ptr %21, i64 %370, !dbg !287
  store <4 x float> %349, ptr %371, align 4, !dbg !287
  %372 = add i64 %356, 40, !dbg !287
  %373 = add i64 %372, %26, !dbg !287
  %374 = getelementptr float, ptr %21, i64 %373, !dbg !287
  store <4 x float> %351, ptr %374, align 4, !dbg !287
  %375 = add i64 %356, 48, !dbg !287
  %376 = add i64 %375, %26, !dbg !287
  %377 = getelementptr float, ptr %21, i64 %376, !dbg !287
  store <4 x float> %353, ptr %377, align 4, !dbg !287
  %378 = add i64 %356, 56, !dbg !287
  %379 = add i64 %378, %26, !dbg !287
  %380 = getelementptr float, ptr %21, i64 %379, !dbg !287
  store <4 x float> %355, ptr %380, align 4, !dbg !287
  %381 = add i64 %26, 4, !dbg !287
  br label %25, !dbg !287

382:                                              ; preds = %25
  ret i32 0, !dbg !288
}

define internal i32 @main_dispatch_9_reduction_32x8_f32xi1(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !125 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !292
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !292
  %6 = load ptr, ptr %5, align 8, !dbg !292
  %7 = getelementptr i8, ptr %6, i32 2048, !dbg !292
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !292
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !293
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !293
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !293
  %11 = load ptr, ptr %10, align 8, !dbg !293
  %12 = getelementptr i8, ptr %11, i32 3072, !dbg !293
  call void @llvm.assume(i1 true) [ "align"(ptr %12, i64 64) ], !dbg !293
  %13 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !294
  %14 = extractvalue %iree_hal_executable_workgroup_state_v0_t %13, 0, !dbg !294
  %15 = zext i32 %14 to i64, !dbg !294
  %16 = mul nsw i64 %15, 4, !dbg !294
  %17 = getelementptr i8, ptr %12, i64 %16, !dbg !295
  store <4 x i8> splat (i8 1), ptr %17, align 1, !dbg !295
  br label %18, !dbg !294

18:                                               ; preds = %43, %3
  %19 = phi i64 [ %44, %43 ], [ 0, %3 ], !dbg !294
  %20 = icmp slt i64 %19, 8, !dbg !294
  br i1 %20, label %21, label %45, !dbg !294

21:                                               ; preds = %41, %18
  %22 = phi i64 [ %42, %41 ], [ 0, %18 ], !dbg !294
  %23 = icmp slt i64 %22, 4, !dbg !294
  br i1 %23, label %24, label %43, !dbg !294

24:                                               ; preds = %27, %21
  %25 = phi i64 [ %40, %27 ], [ 0, %21 ], !dbg !294
  %26 = icmp slt i64 %25, 4, !dbg !294
  br i1 %26, label %27, label %41, !dbg !294

27:                                               ; preds = %24
  %28 = add i64 %16, %22, !dbg !294
  %29 = add i64 %19, %25, !dbg !294
  %30 = mul nuw nsw i64 %28, 8, !dbg !294
  %31 = add nuw nsw i64 %30, %29, !dbg !294
  %32 = getelementptr inbounds nuw float, ptr %7, i64 %31, !dbg !294
  %33 = load float, ptr %32, align 4, !dbg !294
  %34 = getelementptr inbounds nuw i8, ptr %12, i64 %28, !dbg !294
  %35 = load i8, ptr %34, align 1, !dbg !294
  %36 = trunc i8 %35 to i1, !dbg !297
  %37 = fcmp oeq float %33, -inf, !dbg !298
  %38 = and i1 %37, %36, !dbg !299
  %39 = zext i1 %38 to i8, !dbg !300
  store i8 %39, ptr %34, align 1, !dbg !294
  %40 = add i64 %25, 1, !dbg !294
  br label %24, !dbg !294

41:                                               ; preds = %24
  %42 = add i64 %22, 1, !dbg !294
  br label %21, !dbg !294

43:                                               ; preds = %21
  %44 = add i64 %19, 4, !dbg !294
  br label %18, !dbg !294

45:                                               ; preds = %18
  ret i32 0, !dbg !296
}

define internal i32 @main_dispatch_10_softmax_4x8x8xf32_generic(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !128 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !302
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !302
  %6 = load ptr, ptr %5, align 8, !dbg !302
  %7 = getelementptr i8, ptr %6, i32 2048, !dbg !302
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !302
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !303
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !303
  %10 = load ptr, ptr %9, align 8, !dbg !303
  %11 = getelementptr i8, ptr %10, i32 3072, !dbg !303
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !303
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !304
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !304
  %14 = getelementptr ptr, ptr %13, i32 1, !dbg !304
  %15 = load ptr, ptr %14, align 8, !dbg !304
  %16 = getelementptr i8, ptr %15, i32 3136, !dbg !304
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !304
  %17 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !301
  %18 = extractvalue %iree_hal_executable_workgroup_state_v0_t %17, 0, !dbg !301
  %19 = zext i32 %18 to i64, !dbg !301
  %20 = sdiv i64 %19, 2, !dbg !301
  %21 = mul i64 %20, 2, !dbg !301
  %22 = icmp ne i64 %19, %21, !dbg !301
  %23 = icmp slt i64 %19, 0, !dbg !301
  %24 = and i1 %22, %23, !dbg !301
  %25 = add i64 %20, -1, !dbg !301
  %26 = select i1 %24, i64 %25, i64 %20, !dbg !301
  %27 = srem i64 %19, 2, !dbg !301
  %28 = icmp slt i64 %27, 0, !dbg !301
  %29 = add nsw i64 %27, 2, !dbg !301
  %30 = select i1 %28, i64 %29, i64 %27, !dbg !301
  %31 = mul nsw i64 %30, 4, !dbg !301
  br label %32, !dbg !305

32:                                               ; preds = %36, %3
  %33 = phi i64 [ %77, %36 ], [ 0, %3 ], !dbg !305
  %34 = phi <4 x float> [ %76, %36 ], [ splat (float -qnan), %3 ], !dbg !305
  %35 = icmp slt i64 %33, 8, !dbg !305
  br i1 %35, label %36, label %78, !dbg !305

36:                                               ; preds = %32
  %37 = mul i64 %26, 64, !dbg !305
  %38 = mul i64 %31, 8, !dbg !305
  %39 = add i64 %37, %38, !dbg !305
  %40 = add i64 %39, %33, !dbg !305
  %41 = getelementptr float, ptr %7, i64 %40, !dbg !305
  %42 = load <4 x float>, ptr %41, align 4, !dbg !305
  %43 = add i64 %31, 1, !dbg !305
  %44 = mul i64 %43, 8, !dbg !305
  %45 = add i64 %37, %44, !dbg !305
  %46 = add i64 %45, %33, !dbg !305
  %47 = getelementptr float, ptr %7, i64 %46, !dbg !305
  %48 = load <4 x float>, ptr %47, align 4, !dbg !305
  %49 = add i64 %31, 2, !dbg !305
  %50 = mul i64 %49, 8, !dbg !305
  %51 = add i64 %37, %50, !dbg !305
  %52 = add i64 %51, %33, !dbg !305
  %53 = getelementptr float, ptr %7, i64 %52, !dbg !305
  %54 = load <4 x float>, ptr %53, align 4, !dbg !305
  %55 = add i64 %31, 3, !dbg !305
  %56 = mul i64 %55, 8, !dbg !305
  %57 = add i64 %37, %56, !dbg !305
  %58 = add i64 %57, %33, !dbg !305
  %59 = getelementptr float, ptr %7, i64 %58, !dbg !305
  %60 = load <4 x float>, ptr %59, align 4, !dbg !305
  %61 = extractelement <4 x float> %34, i64 0, !dbg !316
  %62 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %42), !dbg !316
  %63 = call float @llvm.maxnum.f32(float %62, float %61), !dbg !316
  %64 = extractelement <4 x float> %34, i64 1, !dbg !316
  %65 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %48), !dbg !316
  %66 = call float @llvm.maxnum.f32(float %65, float %64), !dbg !316
  %67 = extractelement <4 x float> %34, i64 2, !dbg !316
  %68 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %54), !dbg !316
  %69 = call float @llvm.maxnum.f32(float %68, float %67), !dbg !316
  %70 = extractelement <4 x float> %34, i64 3, !dbg !316
  %71 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %60), !dbg !316
  %72 = call float @llvm.maxnum.f32(float %71, float %70), !dbg !316
  %73 = insertelement <4 x float> poison, float %63, i64 0, !dbg !316
  %74 = insertelement <4 x float> %73, float %66, i64 1, !dbg !316
  %75 = insertelement <4 x float> %74, float %69, i64 2, !dbg !316
  %76 = insertelement <4 x float> %75, float %72, i64 3, !dbg !316
  %77 = add i64 %33, 4, !dbg !305
  br label %32, !dbg !305

78:                                               ; preds = %32
  %79 = shufflevector <4 x float> %34, <4 x float> %34, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !301
  %80 = shufflevector <16 x float> %79, <16 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !301
  %81 = shufflevector <16 x float> %79, <16 x float> %80, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 0, i32 1, i32 2, i32 3, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !301
  %82 = shufflevector <16 x float> %79, <16 x float> %81, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 0, i32 1, i32 2, i32 3, i32 28, i32 29, i32 30, i32 31>, !dbg !301
  %83 = shufflevector <16 x float> %79, <16 x float> %82, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 0, i32 1, i32 2, i32 3>, !dbg !301
  %84 = shufflevector <16 x float> %83, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>, !dbg !301
  %85 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !301
  %86 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !301
  %87 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !301
  %88 = shufflevector <16 x float> %84, <16 x float> %84, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !301
  br label %89, !dbg !301

89:                                               ; preds = %93, %78
  %90 = phi i64 [ %234, %93 ], [ 0, %78 ], !dbg !301
  %91 = phi <4 x float> [ %233, %93 ], [ zeroinitializer, %78 ], !dbg !301
  %92 = icmp slt i64 %90, 8, !dbg !301
  br i1 %92, label %93, label %235, !dbg !301

93:                                               ; preds = %89
  %94 = mul i64 %26, 64, !dbg !301
  %95 = mul i64 %31, 8, !dbg !301
  %96 = add i64 %94, %95, !dbg !301
  %97 = add i64 %96, %90, !dbg !301
  %98 = getelementptr float, ptr %7, i64 %97, !dbg !301
  %99 = load <4 x float>, ptr %98, align 4, !dbg !301
  %100 = add i64 %31, 1, !dbg !301
  %101 = mul i64 %100, 8, !dbg !301
  %102 = add i64 %94, %101, !dbg !301
  %103 = add i64 %102, %90, !dbg !301
  %104 = getelementptr float, ptr %7, i64 %103, !dbg !301
  %105 = load <4 x float>, ptr %104, align 4, !dbg !301
  %106 = add i64 %31, 2, !dbg !301
  %107 = mul i64 %106, 8, !dbg !301
  %108 = add i64 %94, %107, !dbg !301
  %109 = add i64 %108, %90, !dbg !301
  %110 = getelementptr float, ptr %7, i64 %109, !dbg !301
  %111 = load <4 x float>, ptr %110, align 4, !dbg !301
  %112 = add i64 %31, 3, !dbg !301
  %113 = mul i64 %112, 8, !dbg !301
  %114 = add i64 %94, %113, !dbg !301
  %115 = add i64 %114, %90, !dbg !301
  %116 = getelementptr float, ptr %7, i64 %115, !dbg !301
  %117 = load <4 x float>, ptr %116, align 4, !dbg !301
  %118 = fsub contract <4 x float> %99, %85, !dbg !313
  %119 = fsub contract <4 x float> %105, %86, !dbg !313
  %120 = fsub contract <4 x float> %111, %87, !dbg !313
  %121 = fsub contract <4 x float> %117, %88, !dbg !313
  %122 = fcmp uge <4 x float> %118, splat (float -8.780000e+01), !dbg !314
  %123 = fcmp uge <4 x float> %119, splat (float -8.780000e+01), !dbg !314
  %124 = fcmp uge <4 x float> %120, splat (float -8.780000e+01), !dbg !314
  %125 = fcmp uge <4 x float> %121, splat (float -8.780000e+01), !dbg !314
  %126 = select <4 x i1> %122, <4 x float> %118, <4 x float> splat (float -8.780000e+01), !dbg !314
  %127 = select <4 x i1> %123, <4 x float> %119, <4 x float> splat (float -8.780000e+01), !dbg !314
  %128 = select <4 x i1> %124, <4 x float> %120, <4 x float> splat (float -8.780000e+01), !dbg !314
  %129 = select <4 x i1> %125, <4 x float> %121, <4 x float> splat (float -8.780000e+01), !dbg !314
  %130 = fcmp ule <4 x float> %126, splat (float 8.880000e+01), !dbg !314
  %131 = fcmp ule <4 x float> %127, splat (float 8.880000e+01), !dbg !314
  %132 = fcmp ule <4 x float> %128, splat (float 8.880000e+01), !dbg !314
  %133 = fcmp ule <4 x float> %129, splat (float 8.880000e+01), !dbg !314
  %134 = select <4 x i1> %130, <4 x float> %126, <4 x float> splat (float 8.880000e+01), !dbg !314
  %135 = select <4 x i1> %131, <4 x float> %127, <4 x float> splat (float 8.880000e+01), !dbg !314
  %136 = select <4 x i1> %132, <4 x float> %128, <4 x float> splat (float 8.880000e+01), !dbg !314
  %137 = select <4 x i1> %133, <4 x float> %129, <4 x float> splat (float 8.880000e+01), !dbg !314
  %138 = call <4 x float> @llvm.fma.v4f32(<4 x float> %134, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !314
  %139 = call <4 x float> @llvm.fma.v4f32(<4 x float> %135, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !314
  %140 = call <4 x float> @llvm.fma.v4f32(<4 x float> %136, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !314
  %141 = call <4 x float> @llvm.fma.v4f32(<4 x float> %137, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !314
  %142 = call <4 x float> @llvm.floor.v4f32(<4 x float> %138), !dbg !314
  %143 = call <4 x float> @llvm.floor.v4f32(<4 x float> %139), !dbg !314
  %144 = call <4 x float> @llvm.floor.v4f32(<4 x float> %140), !dbg !314
  %145 = call <4 x float> @llvm.floor.v4f32(<4 x float> %141), !dbg !314
  %146 = fcmp uge <4 x float> %142, splat (float -1.270000e+02), !dbg !314
  %147 = fcmp uge <4 x float> %143, splat (float -1.270000e+02), !dbg !314
  %148 = fcmp uge <4 x float> %144, splat (float -1.270000e+02), !dbg !314
  %149 = fcmp uge <4 x float> %145, splat (float -1.270000e+02), !dbg !314
  %150 = select <4 x i1> %146, <4 x float> %142, <4 x float> splat (float -1.270000e+02), !dbg !314
  %151 = select <4 x i1> %147, <4 x float> %143, <4 x float> splat (float -1.270000e+02), !dbg !314
  %152 = select <4 x i1> %148, <4 x float> %144, <4 x float> splat (float -1.270000e+02), !dbg !314
  %153 = select <4 x i1> %149, <4 x float> %145, <4 x float> splat (float -1.270000e+02), !dbg !314
  %154 = fcmp ule <4 x float> %150, splat (float 1.270000e+02), !dbg !314
  %155 = fcmp ule <4 x float> %151, splat (float 1.270000e+02), !dbg !314
  %156 = fcmp ule <4 x float> %152, splat (float 1.270000e+02), !dbg !314
  %157 = fcmp ule <4 x float> %153, splat (float 1.270000e+02), !dbg !314
  %158 = select <4 x i1> %154, <4 x float> %150, <4 x float> splat (float 1.270000e+02), !dbg !314
  %159 = select <4 x i1> %155, <4 x float> %151, <4 x float> splat (float 1.270000e+02), !dbg !314
  %160 = select <4 x i1> %156, <4 x float> %152, <4 x float> splat (float 1.270000e+02), !dbg !314
  %161 = select <4 x i1> %157, <4 x float> %153, <4 x float> splat (float 1.270000e+02), !dbg !314
  %162 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %158, <4 x float> %134), !dbg !314
  %163 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %159, <4 x float> %135), !dbg !314
  %164 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %160, <4 x float> %136), !dbg !314
  %165 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %161, <4 x float> %137), !dbg !314
  %166 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %158, <4 x float> %162), !dbg !314
  %167 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %159, <4 x float> %163), !dbg !314
  %168 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %160, <4 x float> %164), !dbg !314
  %169 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %161, <4 x float> %165), !dbg !314
  %170 = call <4 x float> @llvm.fma.v4f32(<4 x float> %166, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !314
  %171 = call <4 x float> @llvm.fma.v4f32(<4 x float> %167, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !314
  %172 = call <4 x float> @llvm.fma.v4f32(<4 x float> %168, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !314
  %173 = call <4 x float> @llvm.fma.v4f32(<4 x float> %169, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !314
  %174 = call <4 x float> @llvm.fma.v4f32(<4 x float> %170, <4 x float> %166, <4 x float> splat (float f0x3C088908)), !dbg !314
  %175 = call <4 x float> @llvm.fma.v4f32(<4 x float> %171, <4 x float> %167, <4 x float> splat (float f0x3C088908)), !dbg !314
  %176 = call <4 x float> @llvm.fma.v4f32(<4 x float> %172, <4 x float> %168, <4 x float> splat (float f0x3C088908)), !dbg !314
  %177 = call <4 x float> @llvm.fma.v4f32(<4 x float> %173, <4 x float> %169, <4 x float> splat (float f0x3C088908)), !dbg !314
  %178 = call <4 x float> @llvm.fma.v4f32(<4 x float> %174, <4 x float> %166, <4 x float> splat (float f0x3D2AA9C1)), !dbg !314
  %179 = call <4 x float> @llvm.fma.v4f32(<4 x float> %175, <4 x float> %167, <4 x float> splat (float f0x3D2AA9C1)), !dbg !314
  %180 = call <4 x float> @llvm.fma.v4f32(<4 x float> %176, <4 x float> %168, <4 x float> splat (float f0x3D2AA9C1)), !dbg !314
  %181 = call <4 x float> @llvm.fma.v4f32(<4 x float> %177, <4 x float> %169, <4 x float> splat (float f0x3D2AA9C1)), !dbg !314
  %182 = call <4 x float> @llvm.fma.v4f32(<4 x float> %178, <4 x float> %166, <4 x float> splat (float f0x3E2AAAAA)), !dbg !314
  %183 = call <4 x float> @llvm.fma.v4f32(<4 x float> %179, <4 x float> %167, <4 x float> splat (float f0x3E2AAAAA)), !dbg !314
  %184 = call <4 x float> @llvm.fma.v4f32(<4 x float> %180, <4 x float> %168, <4 x float> splat (float f0x3E2AAAAA)), !dbg !314
  %185 = call <4 x float> @llvm.fma.v4f32(<4 x float> %181, <4 x float> %169, <4 x float> splat (float f0x3E2AAAAA)), !dbg !314
  %186 = call <4 x float> @llvm.fma.v4f32(<4 x float> %182, <4 x float> %166, <4 x float> splat (float 5.000000e-01)), !dbg !314
  %187 = call <4 x float> @llvm.fma.v4f32(<4 x float> %183, <4 x float> %167, <4 x float> splat (float 5.000000e-01)), !dbg !314
  %188 = call <4 x float> @llvm.fma.v4f32(<4 x float> %184, <4 x float> %168, <4 x float> splat (float 5.000000e-01)), !dbg !314
  %189 = call <4 x float> @llvm.fma.v4f32(<4 x float> %185, <4 x float> %169, <4 x float> splat (float 5.000000e-01)), !dbg !314
  %190 = fmul contract <4 x float> %166, %166, !dbg !314
  %191 = fmul contract <4 x float> %167, %167, !dbg !314
  %192 = fmul contract <4 x float> %168, %168, !dbg !314
  %193 = fmul contract <4 x float> %169, %169, !dbg !314
  %194 = call <4 x float> @llvm.fma.v4f32(<4 x float> %186, <4 x float> %190, <4 x float> %166), !dbg !314
  %195 = call <4 x float> @llvm.fma.v4f32(<4 x float> %187, <4 x float> %191, <4 x float> %167), !dbg !314
  %196 = call <4 x float> @llvm.fma.v4f32(<4 x float> %188, <4 x float> %192, <4 x float> %168), !dbg !314
  %197 = call <4 x float> @llvm.fma.v4f32(<4 x float> %189, <4 x float> %193, <4 x float> %169), !dbg !314
  %198 = fadd contract <4 x float> %194, splat (float 1.000000e+00), !dbg !314
  %199 = fadd contract <4 x float> %195, splat (float 1.000000e+00), !dbg !314
  %200 = fadd contract <4 x float> %196, splat (float 1.000000e+00), !dbg !314
  %201 = fadd contract <4 x float> %197, splat (float 1.000000e+00), !dbg !314
  %202 = fptosi <4 x float> %158 to <4 x i32>, !dbg !314
  %203 = fptosi <4 x float> %159 to <4 x i32>, !dbg !314
  %204 = fptosi <4 x float> %160 to <4 x i32>, !dbg !314
  %205 = fptosi <4 x float> %161 to <4 x i32>, !dbg !314
  %206 = add <4 x i32> %202, splat (i32 127), !dbg !314
  %207 = add <4 x i32> %203, splat (i32 127), !dbg !314
  %208 = add <4 x i32> %204, splat (i32 127), !dbg !314
  %209 = add <4 x i32> %205, splat (i32 127), !dbg !314
  %210 = shl <4 x i32> %206, splat (i32 23), !dbg !314
  %211 = shl <4 x i32> %207, splat (i32 23), !dbg !314
  %212 = shl <4 x i32> %208, splat (i32 23), !dbg !314
  %213 = shl <4 x i32> %209, splat (i32 23), !dbg !314
  %214 = bitcast <4 x i32> %210 to <4 x float>, !dbg !314
  %215 = bitcast <4 x i32> %211 to <4 x float>, !dbg !314
  %216 = bitcast <4 x i32> %212 to <4 x float>, !dbg !314
  %217 = bitcast <4 x i32> %213 to <4 x float>, !dbg !314
  %218 = fmul contract <4 x float> %198, %214, !dbg !314
  %219 = fmul contract <4 x float> %199, %215, !dbg !314
  %220 = fmul contract <4 x float> %200, %216, !dbg !314
  %221 = fmul contract <4 x float> %201, %217, !dbg !314
  %222 = extractelement <4 x float> %91, i64 0, !dbg !315
  %223 = call float @llvm.vector.reduce.fadd.v4f32(float %222, <4 x float> %218), !dbg !315
  %224 = extractelement <4 x float> %91, i64 1, !dbg !315
  %225 = call float @llvm.vector.reduce.fadd.v4f32(float %224, <4 x float> %219), !dbg !315
  %226 = extractelement <4 x float> %91, i64 2, !dbg !315
  %227 = call float @llvm.vector.reduce.fadd.v4f32(float %226, <4 x float> %220), !dbg !315
  %228 = extractelement <4 x float> %91, i64 3, !dbg !315
  %229 = call float @llvm.vector.reduce.fadd.v4f32(float %228, <4 x float> %221), !dbg !315
  %230 = insertelement <4 x float> poison, float %223, i64 0, !dbg !315
  %231 = insertelement <4 x float> %230, float %225, i64 1, !dbg !315
  %232 = insertelement <4 x float> %231, float %227, i64 2, !dbg !315
  %233 = insertelement <4 x float> %232, float %229, i64 3, !dbg !315
  %234 = add i64 %90, 4, !dbg !301
  br label %89, !dbg !301

235:                                              ; preds = %89
  %236 = mul i64 %26, 8, !dbg !306
  %237 = add i64 %236, %31, !dbg !306
  %238 = getelementptr i8, ptr %11, i64 %237, !dbg !306
  %239 = load <4 x i8>, ptr %238, align 1, !dbg !306
  %240 = shufflevector <4 x float> %91, <4 x float> %91, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !306
  %241 = shufflevector <16 x float> %240, <16 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !306
  %242 = shufflevector <16 x float> %240, <16 x float> %241, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 0, i32 1, i32 2, i32 3, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !306
  %243 = shufflevector <16 x float> %240, <16 x float> %242, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 0, i32 1, i32 2, i32 3, i32 28, i32 29, i32 30, i32 31>, !dbg !306
  %244 = shufflevector <16 x float> %240, <16 x float> %243, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 0, i32 1, i32 2, i32 3>, !dbg !306
  %245 = shufflevector <16 x float> %244, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>, !dbg !306
  %246 = shufflevector <16 x float> %245, <16 x float> %245, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !306
  %247 = shufflevector <16 x float> %245, <16 x float> %245, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !306
  %248 = shufflevector <16 x float> %245, <16 x float> %245, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !306
  %249 = shufflevector <16 x float> %245, <16 x float> %245, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !306
  %250 = trunc <4 x i8> %239 to <4 x i1>, !dbg !307
  %251 = sext <4 x i1> %250 to <4 x i8>, !dbg !307
  %252 = shufflevector <4 x i8> %251, <4 x i8> %251, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !307
  %253 = shufflevector <16 x i8> %252, <16 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !307
  %254 = shufflevector <16 x i8> %252, <16 x i8> %253, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 0, i32 1, i32 2, i32 3, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !307
  %255 = shufflevector <16 x i8> %252, <16 x i8> %254, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 0, i32 1, i32 2, i32 3, i32 28, i32 29, i32 30, i32 31>, !dbg !307
  %256 = shufflevector <16 x i8> %252, <16 x i8> %255, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 0, i32 1, i32 2, i32 3>, !dbg !307
  %257 = shufflevector <16 x i8> %256, <16 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>, !dbg !307
  %258 = shufflevector <16 x i8> %257, <16 x i8> %257, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !307
  %259 = shufflevector <16 x i8> %257, <16 x i8> %257, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !307
  %260 = shufflevector <16 x i8> %257, <16 x i8> %257, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !307
  %261 = shufflevector <16 x i8> %257, <16 x i8> %257, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !307
  %262 = trunc <4 x i8> %258 to <4 x i1>, !dbg !307
  %263 = trunc <4 x i8> %259 to <4 x i1>, !dbg !307
  %264 = trunc <4 x i8> %260 to <4 x i1>, !dbg !307
  %265 = trunc <4 x i8> %261 to <4 x i1>, !dbg !307
  br label %266, !dbg !306

266:                                              ; preds = %269, %235
  %267 = phi i64 [ %410, %269 ], [ 0, %235 ], !dbg !306
  %268 = icmp slt i64 %267, 8, !dbg !306
  br i1 %268, label %269, label %411, !dbg !306

269:                                              ; preds = %266
  %270 = mul i64 %26, 64, !dbg !306
  %271 = mul i64 %31, 8, !dbg !306
  %272 = add i64 %270, %271, !dbg !306
  %273 = add i64 %272, %267, !dbg !306
  %274 = getelementptr float, ptr %7, i64 %273, !dbg !306
  %275 = load <4 x float>, ptr %274, align 4, !dbg !306
  %276 = add i64 %31, 1, !dbg !306
  %277 = mul i64 %276, 8, !dbg !306
  %278 = add i64 %270, %277, !dbg !306
  %279 = add i64 %278, %267, !dbg !306
  %280 = getelementptr float, ptr %7, i64 %279, !dbg !306
  %281 = load <4 x float>, ptr %280, align 4, !dbg !306
  %282 = add i64 %31, 2, !dbg !306
  %283 = mul i64 %282, 8, !dbg !306
  %284 = add i64 %270, %283, !dbg !306
  %285 = add i64 %284, %267, !dbg !306
  %286 = getelementptr float, ptr %7, i64 %285, !dbg !306
  %287 = load <4 x float>, ptr %286, align 4, !dbg !306
  %288 = add i64 %31, 3, !dbg !306
  %289 = mul i64 %288, 8, !dbg !306
  %290 = add i64 %270, %289, !dbg !306
  %291 = add i64 %290, %267, !dbg !306
  %292 = getelementptr float, ptr %7, i64 %291, !dbg !306
  %293 = load <4 x float>, ptr %292, align 4, !dbg !306
  %294 = fsub contract <4 x float> %275, %85, !dbg !309
  %295 = fsub contract <4 x float> %281, %86, !dbg !309
  %296 = fsub contract <4 x float> %287, %87, !dbg !309
  %297 = fsub contract <4 x float> %293, %88, !dbg !309
  %298 = fcmp uge <4 x float> %294, splat (float -8.780000e+01), !dbg !310
  %299 = fcmp uge <4 x float> %295, splat (float -8.780000e+01), !dbg !310
  %300 = fcmp uge <4 x float> %296, splat (float -8.780000e+01), !dbg !310
  %301 = fcmp uge <4 x float> %297, splat (float -8.780000e+01), !dbg !310
  %302 = select <4 x i1> %298, <4 x float> %294, <4 x float> splat (float -8.780000e+01), !dbg !310
  %303 = select <4 x i1> %299, <4 x float> %295, <4 x float> splat (float -8.780000e+01), !dbg !310
  %304 = select <4 x i1> %300, <4 x float> %296, <4 x float> splat (float -8.780000e+01), !dbg !310
  %305 = select <4 x i1> %301, <4 x float> %297, <4 x float> splat (float -8.780000e+01), !dbg !310
  %306 = fcmp ule <4 x float> %302, splat (float 8.880000e+01), !dbg !310
  %307 = fcmp ule <4 x float> %303, splat (float 8.880000e+01), !dbg !310
  %308 = fcmp ule <4 x float> %304, splat (float 8.880000e+01), !dbg !310
  %309 = fcmp ule <4 x float> %305, splat (float 8.880000e+01), !dbg !310
  %310 = select <4 x i1> %306, <4 x float> %302, <4 x float> splat (float 8.880000e+01), !dbg !310
  %311 = select <4 x i1> %307, <4 x float> %303, <4 x float> splat (float 8.880000e+01), !dbg !310
  %312 = select <4 x i1> %308, <4 x float> %304, <4 x float> splat (float 8.880000e+01), !dbg !310
  %313 = select <4 x i1> %309, <4 x float> %305, <4 x float> splat (float 8.880000e+01), !dbg !310
  %314 = call <4 x float> @llvm.fma.v4f32(<4 x float> %310, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !310
  %315 = call <4 x float> @llvm.fma.v4f32(<4 x float> %311, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !310
  %316 = call <4 x float> @llvm.fma.v4f32(<4 x float> %312, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !310
  %317 = call <4 x float> @llvm.fma.v4f32(<4 x float> %313, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !310
  %318 = call <4 x float> @llvm.floor.v4f32(<4 x float> %314), !dbg !310
  %319 = call <4 x float> @llvm.floor.v4f32(<4 x float> %315), !dbg !310
  %320 = call <4 x float> @llvm.floor.v4f32(<4 x float> %316), !dbg !310
  %321 = call <4 x float> @llvm.floor.v4f32(<4 x float> %317), !dbg !310
  %322 = fcmp uge <4 x float> %318, splat (float -1.270000e+02), !dbg !310
  %323 = fcmp uge <4 x float> %319, splat (float -1.270000e+02), !dbg !310
  %324 = fcmp uge <4 x float> %320, splat (float -1.270000e+02), !dbg !310
  %325 = fcmp uge <4 x float> %321, splat (float -1.270000e+02), !dbg !310
  %326 = select <4 x i1> %322, <4 x float> %318, <4 x float> splat (float -1.270000e+02), !dbg !310
  %327 = select <4 x i1> %323, <4 x float> %319, <4 x float> splat (float -1.270000e+02), !dbg !310
  %328 = select <4 x i1> %324, <4 x float> %320, <4 x float> splat (float -1.270000e+02), !dbg !310
  %329 = select <4 x i1> %325, <4 x float> %321, <4 x float> splat (float -1.270000e+02), !dbg !310
  %330 = fcmp ule <4 x float> %326, splat (float 1.270000e+02), !dbg !310
  %331 = fcmp ule <4 x float> %327, splat (float 1.270000e+02), !dbg !310
  %332 = fcmp ule <4 x float> %328, splat (float 1.270000e+02), !dbg !310
  %333 = fcmp ule <4 x float> %329, splat (float 1.270000e+02), !dbg !310
  %334 = select <4 x i1> %330, <4 x float> %326, <4 x float> splat (float 1.270000e+02), !dbg !310
  %335 = select <4 x i1> %331, <4 x float> %327, <4 x float> splat (float 1.270000e+02), !dbg !310
  %336 = select <4 x i1> %332, <4 x float> %328, <4 x float> splat (float 1.270000e+02), !dbg !310
  %337 = select <4 x i1> %333, <4 x float> %329, <4 x float> splat (float 1.270000e+02), !dbg !310
  %338 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %334, <4 x float> %310), !dbg !310
  %339 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %335, <4 x float> %311), !dbg !310
  %340 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %336, <4 x float> %312), !dbg !310
  %341 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %337, <4 x float> %313), !dbg !310
  %342 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %334, <4 x float> %338), !dbg !310
  %343 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %335, <4 x float> %339), !dbg !310
  %344 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %336, <4 x float> %340), !dbg !310
  %345 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %337, <4 x float> %341), !dbg !310
  %346 = call <4 x float> @llvm.fma.v4f32(<4 x float> %342, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !310
  %347 = call <4 x float> @llvm.fma.v4f32(<4 x float> %343, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !310
  %348 = call <4 x float> @llvm.fma.v4f32(<4 x float> %344, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !310
  %349 = call <4 x float> @llvm.fma.v4f32(<4 x float> %345, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !310
  %350 = call <4 x float> @llvm.fma.v4f32(<4 x float> %346, <4 x float> %342, <4 x float> splat (float f0x3C088908)), !dbg !310
  %351 = call <4 x float> @llvm.fma.v4f32(<4 x float> %347, <4 x float> %343, <4 x float> splat (float f0x3C088908)), !dbg !310
  %352 = call <4 x float> @llvm.fma.v4f32(<4 x float> %348, <4 x float> %344, <4 x float> splat (float f0x3C088908)), !dbg !310
  %353 = call <4 x float> @llvm.fma.v4f32(<4 x float> %349, <4 x float> %345, <4 x float> splat (float f0x3C088908)), !dbg !310
  %354 = call <4 x float> @llvm.fma.v4f32(<4 x float> %350, <4 x float> %342, <4 x float> splat (float f0x3D2AA9C1)), !dbg !310
  %355 = call <4 x float> @llvm.fma.v4f32(<4 x float> %351, <4 x float> %343, <4 x float> splat (float f0x3D2AA9C1)), !dbg !310
  %356 = call <4 x float> @llvm.fma.v4f32(<4 x float> %352, <4 x float> %344, <4 x float> splat (float f0x3D2AA9C1)), !dbg !310
  %357 = call <4 x float> @llvm.fma.v4f32(<4 x float> %353, <4 x float> %345, <4 x float> splat (float f0x3D2AA9C1)), !dbg !310
  %358 = call <4 x float> @llvm.fma.v4f32(<4 x float> %354, <4 x float> %342, <4 x float> splat (float f0x3E2AAAAA)), !dbg !310
  %359 = call <4 x float> @llvm.fma.v4f32(<4 x float> %355, <4 x float> %343, <4 x float> splat (float f0x3E2AAAAA)), !dbg !310
  %360 = call <4 x float> @llvm.fma.v4f32(<4 x float> %356, <4 x float> %344, <4 x float> splat (float f0x3E2AAAAA)), !dbg !310
  %361 = call <4 x float> @llvm.fma.v4f32(<4 x float> %357, <4 x float> %345, <4 x float> splat (float f0x3E2AAAAA)), !dbg !310
  %362 = call <4 x float> @llvm.fma.v4f32(<4 x float> %358, <4 x float> %342, <4 x float> splat (float 5.000000e-01)), !dbg !310
  %363 = call <4 x float> @llvm.fma.v4f32(<4 x float> %359, <4 x float> %343, <4 x float> splat (float 5.000000e-01)), !dbg !310
  %364 = call <4 x float> @llvm.fma.v4f32(<4 x float> %360, <4 x float> %344, <4 x float> splat (float 5.000000e-01)), !dbg !310
  %365 = call <4 x float> @llvm.fma.v4f32(<4 x float> %361, <4 x float> %345, <4 x float> splat (float 5.000000e-01)), !dbg !310
  %366 = fmul contract <4 x float> %342, %342, !dbg !310
  %367 = fmul contract <4 x float> %343, %343, !dbg !310
  %368 = fmul contract <4 x float> %344, %344, !dbg !310
  %369 = fmul contract <4 x float> %345, %345, !dbg !310
  %370 = call <4 x float> @llvm.fma.v4f32(<4 x float> %362, <4 x float> %366, <4 x float> %342), !dbg !310
  %371 = call <4 x float> @llvm.fma.v4f32(<4 x float> %363, <4 x float> %367, <4 x float> %343), !dbg !310
  %372 = call <4 x float> @llvm.fma.v4f32(<4 x float> %364, <4 x float> %368, <4 x float> %344), !dbg !310
  %373 = call <4 x float> @llvm.fma.v4f32(<4 x float> %365, <4 x float> %369, <4 x float> %345), !dbg !310
  %374 = fadd contract <4 x float> %370, splat (float 1.000000e+00), !dbg !310
  %375 = fadd contract <4 x float> %371, splat (float 1.000000e+00), !dbg !310
  %376 = fadd contract <4 x float> %372, splat (float 1.000000e+00), !dbg !310
  %377 = fadd contract <4 x float> %373, splat (float 1.000000e+00), !dbg !310
  %378 = fptosi <4 x float> %334 to <4 x i32>, !dbg !310
  %379 = fptosi <4 x float> %335 to <4 x i32>, !dbg !310
  %380 = fptosi <4 x float> %336 to <4 x i32>, !dbg !310
  %381 = fptosi <4 x float> %337 to <4 x i32>, !dbg !310
  %382 = add <4 x i32> %378, splat (i32 127), !dbg !310
  %383 = add <4 x i32> %379, splat (i32 127), !dbg !310
  %384 = add <4 x i32> %380, splat (i32 127), !dbg !310
  %385 = add <4 x i32> %381, splat (i32 127), !dbg !310
  %386 = shl <4 x i32> %382, splat (i32 23), !dbg !310
  %387 = shl <4 x i32> %383, splat (i32 23), !dbg !310
  %388 = shl <4 x i32> %384, splat (i32 23), !dbg !310
  %389 = shl <4 x i32> %385, splat (i32 23), !dbg !310
  %390 = bitcast <4 x i32> %386 to <4 x float>, !dbg !310
  %391 = bitcast <4 x i32> %387 to <4 x float>, !dbg !310
  %392 = bitcast <4 x i32> %388 to <4 x float>, !dbg !310
  %393 = bitcast <4 x i32> %389 to <4 x float>, !dbg !310
  %394 = fmul contract <4 x float> %374, %390, !dbg !310
  %395 = fmul contract <4 x float> %375, %391, !dbg !310
  %396 = fmul contract <4 x float> %376, %392, !dbg !310
  %397 = fmul contract <4 x float> %377, %393, !dbg !310
  %398 = fdiv <4 x float> %394, %246, !dbg !311
  %399 = fdiv <4 x float> %395, %247, !dbg !311
  %400 = fdiv <4 x float> %396, %248, !dbg !311
  %401 = fdiv <4 x float> %397, %249, !dbg !311
  %402 = select <4 x i1> %262, <4 x float> zeroinitializer, <4 x float> %398, !dbg !312
  %403 = select <4 x i1> %263, <4 x float> zeroinitializer, <4 x float> %399, !dbg !312
  %404 = select <4 x i1> %264, <4 x float> zeroinitializer, <4 x float> %400, !dbg !312
  %405 = select <4 x i1> %265, <4 x float> zeroinitializer, <4 x float> %401, !dbg !312
  %406 = getelementptr float, ptr %16, i64 %273, !dbg !306
  store <4 x float> %402, ptr %406, align 4, !dbg !306
  %407 = getelementptr float, ptr %16, i64 %279, !dbg !306
  store <4 x float> %403, ptr %407, align 4, !dbg !306
  %408 = getelementptr float, ptr %16, i64 %285, !dbg !306
  store <4 x float> %404, ptr %408, align 4, !dbg !306
  %409 = getelementptr float, ptr %16, i64 %291, !dbg !306
  store <4 x float> %405, ptr %409, align 4, !dbg !306
  %410 = add i64 %267, 4, !dbg !306
  br label %266, !dbg !306

411:                                              ; preds = %266
  ret i32 0, !dbg !308
}

define internal i32 @main_dispatch_11_batch_matmul_4x8x8x8_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !131 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !317
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !317
  %6 = load ptr, ptr %5, align 8, !dbg !317
  %7 = getelementptr i8, ptr %6, i32 3136, !dbg !317
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !317
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !318
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !318
  %10 = load ptr, ptr %9, align 8, !dbg !318
  %11 = getelementptr i8, ptr %10, i32 1024, !dbg !318
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !318
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !319
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !319
  %14 = getelementptr ptr, ptr %13, i32 1, !dbg !319
  %15 = load ptr, ptr %14, align 8, !dbg !319
  %16 = getelementptr i8, ptr %15, i32 2048, !dbg !319
  call void @llvm.assume(i1 true) [ "align"(ptr %16, i64 64) ], !dbg !319
  %17 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !320
  %18 = extractvalue %iree_hal_executable_workgroup_state_v0_t %17, 0, !dbg !320
  %19 = zext i32 %18 to i64, !dbg !320
  br label %20, !dbg !320

20:                                               ; preds = %270, %3
  %21 = phi i64 [ %304, %270 ], [ 0, %3 ], !dbg !320
  %22 = icmp slt i64 %21, 8, !dbg !320
  br i1 %22, label %23, label %305, !dbg !320

23:                                               ; preds = %27, %20
  %24 = phi i64 [ %269, %27 ], [ 0, %20 ], !dbg !320
  %25 = phi [8 x <4 x float>] [ %268, %27 ], [ zeroinitializer, %20 ], !dbg !320
  %26 = icmp slt i64 %24, 8, !dbg !320
  br i1 %26, label %27, label %270, !dbg !320

27:                                               ; preds = %23
  %28 = mul i64 %19, 64, !dbg !320
  %29 = mul i64 %24, 8, !dbg !320
  %30 = add i64 %28, %29, !dbg !320
  %31 = add i64 %30, %21, !dbg !320
  %32 = getelementptr float, ptr %11, i64 %31, !dbg !320
  %33 = load <4 x float>, ptr %32, align 4, !dbg !320
  %34 = add i64 %24, 1, !dbg !320
  %35 = mul i64 %34, 8, !dbg !320
  %36 = add i64 %28, %35, !dbg !320
  %37 = add i64 %36, %21, !dbg !320
  %38 = getelementptr float, ptr %11, i64 %37, !dbg !320
  %39 = load <4 x float>, ptr %38, align 4, !dbg !320
  %40 = add i64 %24, 2, !dbg !320
  %41 = mul i64 %40, 8, !dbg !320
  %42 = add i64 %28, %41, !dbg !320
  %43 = add i64 %42, %21, !dbg !320
  %44 = getelementptr float, ptr %11, i64 %43, !dbg !320
  %45 = load <4 x float>, ptr %44, align 4, !dbg !320
  %46 = add i64 %24, 3, !dbg !320
  %47 = mul i64 %46, 8, !dbg !320
  %48 = add i64 %28, %47, !dbg !320
  %49 = add i64 %48, %21, !dbg !320
  %50 = getelementptr float, ptr %11, i64 %49, !dbg !320
  %51 = load <4 x float>, ptr %50, align 4, !dbg !320
  %52 = mul nuw nsw i64 %19, 64, !dbg !322
  %53 = add nuw nsw i64 %52, 0, !dbg !322
  %54 = add nuw nsw i64 %53, %24, !dbg !322
  %55 = getelementptr inbounds nuw float, ptr %7, i64 %54, !dbg !322
  %56 = load float, ptr %55, align 4, !dbg !322
  %57 = insertelement <4 x float> poison, float %56, i32 0, !dbg !322
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %59 = extractvalue [8 x <4 x float>] %25, 0, !dbg !322
  %60 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %58, <4 x float> %33, <4 x float> %59), !dbg !322
  %61 = add nuw nsw i64 %52, 8, !dbg !322
  %62 = add nuw nsw i64 %61, %24, !dbg !322
  %63 = getelementptr inbounds nuw float, ptr %7, i64 %62, !dbg !322
  %64 = load float, ptr %63, align 4, !dbg !322
  %65 = insertelement <4 x float> poison, float %64, i32 0, !dbg !322
  %66 = shufflevector <4 x float> %65, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %67 = extractvalue [8 x <4 x float>] %25, 1, !dbg !322
  %68 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %66, <4 x float> %33, <4 x float> %67), !dbg !322
  %69 = add nuw nsw i64 %52, 16, !dbg !322
  %70 = add nuw nsw i64 %69, %24, !dbg !322
  %71 = getelementptr inbounds nuw float, ptr %7, i64 %70, !dbg !322
  %72 = load float, ptr %71, align 4, !dbg !322
  %73 = insertelement <4 x float> poison, float %72, i32 0, !dbg !322
  %74 = shufflevector <4 x float> %73, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %75 = extractvalue [8 x <4 x float>] %25, 2, !dbg !322
  %76 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %74, <4 x float> %33, <4 x float> %75), !dbg !322
  %77 = add nuw nsw i64 %52, 24, !dbg !322
  %78 = add nuw nsw i64 %77, %24, !dbg !322
  %79 = getelementptr inbounds nuw float, ptr %7, i64 %78, !dbg !322
  %80 = load float, ptr %79, align 4, !dbg !322
  %81 = insertelement <4 x float> poison, float %80, i32 0, !dbg !322
  %82 = shufflevector <4 x float> %81, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %83 = extractvalue [8 x <4 x float>] %25, 3, !dbg !322
  %84 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %82, <4 x float> %33, <4 x float> %83), !dbg !322
  %85 = add nuw nsw i64 %52, 32, !dbg !322
  %86 = add nuw nsw i64 %85, %24, !dbg !322
  %87 = getelementptr inbounds nuw float, ptr %7, i64 %86, !dbg !322
  %88 = load float, ptr %87, align 4, !dbg !322
  %89 = insertelement <4 x float> poison, float %88, i32 0, !dbg !322
  %90 = shufflevector <4 x float> %89, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %91 = extractvalue [8 x <4 x float>] %25, 4, !dbg !322
  %92 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %90, <4 x float> %33, <4 x float> %91), !dbg !322
  %93 = add nuw nsw i64 %52, 40, !dbg !322
  %94 = add nuw nsw i64 %93, %24, !dbg !322
  %95 = getelementptr inbounds nuw float, ptr %7, i64 %94, !dbg !322
  %96 = load float, ptr %95, align 4, !dbg !322
  %97 = insertelement <4 x float> poison, float %96, i32 0, !dbg !322
  %98 = shufflevector <4 x float> %97, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %99 = extractvalue [8 x <4 x float>] %25, 5, !dbg !322
  %100 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %98, <4 x float> %33, <4 x float> %99), !dbg !322
  %101 = add nuw nsw i64 %52, 48, !dbg !322
  %102 = add nuw nsw i64 %101, %24, !dbg !322
  %103 = getelementptr inbounds nuw float, ptr %7, i64 %102, !dbg !322
  %104 = load float, ptr %103, align 4, !dbg !322
  %105 = insertelement <4 x float> poison, float %104, i32 0, !dbg !322
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %107 = extractvalue [8 x <4 x float>] %25, 6, !dbg !322
  %108 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %106, <4 x float> %33, <4 x float> %107), !dbg !322
  %109 = add nuw nsw i64 %52, 56, !dbg !322
  %110 = add nuw nsw i64 %109, %24, !dbg !322
  %111 = getelementptr inbounds nuw float, ptr %7, i64 %110, !dbg !322
  %112 = load float, ptr %111, align 4, !dbg !322
  %113 = insertelement <4 x float> poison, float %112, i32 0, !dbg !322
  %114 = shufflevector <4 x float> %113, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %115 = extractvalue [8 x <4 x float>] %25, 7, !dbg !322
  %116 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %114, <4 x float> %33, <4 x float> %115), !dbg !322
  %117 = add nuw nsw i64 %53, %34, !dbg !322
  %118 = getelementptr inbounds nuw float, ptr %7, i64 %117, !dbg !322
  %119 = load float, ptr %118, align 4, !dbg !322
  %120 = insertelement <4 x float> poison, float %119, i32 0, !dbg !322
  %121 = shufflevector <4 x float> %120, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %122 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %121, <4 x float> %39, <4 x float> %60), !dbg !322
  %123 = add nuw nsw i64 %61, %34, !dbg !322
  %124 = getelementptr inbounds nuw float, ptr %7, i64 %123, !dbg !322
  %125 = load float, ptr %124, align 4, !dbg !322
  %126 = insertelement <4 x float> poison, float %125, i32 0, !dbg !322
  %127 = shufflevector <4 x float> %126, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %128 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %127, <4 x float> %39, <4 x float> %68), !dbg !322
  %129 = add nuw nsw i64 %69, %34, !dbg !322
  %130 = getelementptr inbounds nuw float, ptr %7, i64 %129, !dbg !322
  %131 = load float, ptr %130, align 4, !dbg !322
  %132 = insertelement <4 x float> poison, float %131, i32 0, !dbg !322
  %133 = shufflevector <4 x float> %132, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %134 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %133, <4 x float> %39, <4 x float> %76), !dbg !322
  %135 = add nuw nsw i64 %77, %34, !dbg !322
  %136 = getelementptr inbounds nuw float, ptr %7, i64 %135, !dbg !322
  %137 = load float, ptr %136, align 4, !dbg !322
  %138 = insertelement <4 x float> poison, float %137, i32 0, !dbg !322
  %139 = shufflevector <4 x float> %138, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %140 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %139, <4 x float> %39, <4 x float> %84), !dbg !322
  %141 = add nuw nsw i64 %85, %34, !dbg !322
  %142 = getelementptr inbounds nuw float, ptr %7, i64 %141, !dbg !322
  %143 = load float, ptr %142, align 4, !dbg !322
  %144 = insertelement <4 x float> poison, float %143, i32 0, !dbg !322
  %145 = shufflevector <4 x float> %144, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %146 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %145, <4 x float> %39, <4 x float> %92), !dbg !322
  %147 = add nuw nsw i64 %93, %34, !dbg !322
  %148 = getelementptr inbounds nuw float, ptr %7, i64 %147, !dbg !322
  %149 = load float, ptr %148, align 4, !dbg !322
  %150 = insertelement <4 x float> poison, float %149, i32 0, !dbg !322
  %151 = shufflevector <4 x float> %150, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %152 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %151, <4 x float> %39, <4 x float> %100), !dbg !322
  %153 = add nuw nsw i64 %101, %34, !dbg !322
  %154 = getelementptr inbounds nuw float, ptr %7, i64 %153, !dbg !322
  %155 = load float, ptr %154, align 4, !dbg !322
  %156 = insertelement <4 x float> poison, float %155, i32 0, !dbg !322
  %157 = shufflevector <4 x float> %156, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %158 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %157, <4 x float> %39, <4 x float> %108), !dbg !322
  %159 = add nuw nsw i64 %109, %34, !dbg !322
  %160 = getelementptr inbounds nuw float, ptr %7, i64 %159, !dbg !322
  %161 = load float, ptr %160, align 4, !dbg !322
  %162 = insertelement <4 x float> poison, float %161, i32 0, !dbg !322
  %163 = shufflevector <4 x float> %162, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %164 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %163, <4 x float> %39, <4 x float> %116), !dbg !322
  %165 = add nuw nsw i64 %53, %40, !dbg !322
  %166 = getelementptr inbounds nuw float, ptr %7, i64 %165, !dbg !322
  %167 = load float, ptr %166, align 4, !dbg !322
  %168 = insertelement <4 x float> poison, float %167, i32 0, !dbg !322
  %169 = shufflevector <4 x float> %168, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %170 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %169, <4 x float> %45, <4 x float> %122), !dbg !322
  %171 = add nuw nsw i64 %61, %40, !dbg !322
  %172 = getelementptr inbounds nuw float, ptr %7, i64 %171, !dbg !322
  %173 = load float, ptr %172, align 4, !dbg !322
  %174 = insertelement <4 x float> poison, float %173, i32 0, !dbg !322
  %175 = shufflevector <4 x float> %174, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %176 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %175, <4 x float> %45, <4 x float> %128), !dbg !322
  %177 = add nuw nsw i64 %69, %40, !dbg !322
  %178 = getelementptr inbounds nuw float, ptr %7, i64 %177, !dbg !322
  %179 = load float, ptr %178, align 4, !dbg !322
  %180 = insertelement <4 x float> poison, float %179, i32 0, !dbg !322
  %181 = shufflevector <4 x float> %180, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %182 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %181, <4 x float> %45, <4 x float> %134), !dbg !322
  %183 = add nuw nsw i64 %77, %40, !dbg !322
  %184 = getelementptr inbounds nuw float, ptr %7, i64 %183, !dbg !322
  %185 = load float, ptr %184, align 4, !dbg !322
  %186 = insertelement <4 x float> poison, float %185, i32 0, !dbg !322
  %187 = shufflevector <4 x float> %186, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %188 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %187, <4 x float> %45, <4 x float> %140), !dbg !322
  %189 = add nuw nsw i64 %85, %40, !dbg !322
  %190 = getelementptr inbounds nuw float, ptr %7, i64 %189, !dbg !322
  %191 = load float, ptr %190, align 4, !dbg !322
  %192 = insertelement <4 x float> poison, float %191, i32 0, !dbg !322
  %193 = shufflevector <4 x float> %192, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %194 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %193, <4 x float> %45, <4 x float> %146), !dbg !322
  %195 = add nuw nsw i64 %93, %40, !dbg !322
  %196 = getelementptr inbounds nuw float, ptr %7, i64 %195, !dbg !322
  %197 = load float, ptr %196, align 4, !dbg !322
  %198 = insertelement <4 x float> poison, float %197, i32 0, !dbg !322
  %199 = shufflevector <4 x float> %198, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %200 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %199, <4 x float> %45, <4 x float> %152), !dbg !322
  %201 = add nuw nsw i64 %101, %40, !dbg !322
  %202 = getelementptr inbounds nuw float, ptr %7, i64 %201, !dbg !322
  %203 = load float, ptr %202, align 4, !dbg !322
  %204 = insertelement <4 x float> poison, float %203, i32 0, !dbg !322
  %205 = shufflevector <4 x float> %204, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %206 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %205, <4 x float> %45, <4 x float> %158), !dbg !322
  %207 = add nuw nsw i64 %109, %40, !dbg !322
  %208 = getelementptr inbounds nuw float, ptr %7, i64 %207, !dbg !322
  %209 = load float, ptr %208, align 4, !dbg !322
  %210 = insertelement <4 x float> poison, float %209, i32 0, !dbg !322
  %211 = shufflevector <4 x float> %210, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %212 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %211, <4 x float> %45, <4 x float> %164), !dbg !322
  %213 = add nuw nsw i64 %53, %46, !dbg !322
  %214 = getelementptr inbounds nuw float, ptr %7, i64 %213, !dbg !322
  %215 = load float, ptr %214, align 4, !dbg !322
  %216 = insertelement <4 x float> poison, float %215, i32 0, !dbg !322
  %217 = shufflevector <4 x float> %216, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %218 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %217, <4 x float> %51, <4 x float> %170), !dbg !322
  %219 = add nuw nsw i64 %61, %46, !dbg !322
  %220 = getelementptr inbounds nuw float, ptr %7, i64 %219, !dbg !322
  %221 = load float, ptr %220, align 4, !dbg !322
  %222 = insertelement <4 x float> poison, float %221, i32 0, !dbg !322
  %223 = shufflevector <4 x float> %222, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %224 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %223, <4 x float> %51, <4 x float> %176), !dbg !322
  %225 = add nuw nsw i64 %69, %46, !dbg !322
  %226 = getelementptr inbounds nuw float, ptr %7, i64 %225, !dbg !322
  %227 = load float, ptr %226, align 4, !dbg !322
  %228 = insertelement <4 x float> poison, float %227, i32 0, !dbg !322
  %229 = shufflevector <4 x float> %228, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %230 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %229, <4 x float> %51, <4 x float> %182), !dbg !322
  %231 = add nuw nsw i64 %77, %46, !dbg !322
  %232 = getelementptr inbounds nuw float, ptr %7, i64 %231, !dbg !322
  %233 = load float, ptr %232, align 4, !dbg !322
  %234 = insertelement <4 x float> poison, float %233, i32 0, !dbg !322
  %235 = shufflevector <4 x float> %234, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %236 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %235, <4 x float> %51, <4 x float> %188), !dbg !322
  %237 = add nuw nsw i64 %85, %46, !dbg !322
  %238 = getelementptr inbounds nuw float, ptr %7, i64 %237, !dbg !322
  %239 = load float, ptr %238, align 4, !dbg !322
  %240 = insertelement <4 x float> poison, float %239, i32 0, !dbg !322
  %241 = shufflevector <4 x float> %240, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %242 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %241, <4 x float> %51, <4 x float> %194), !dbg !322
  %243 = add nuw nsw i64 %93, %46, !dbg !322
  %244 = getelementptr inbounds nuw float, ptr %7, i64 %243, !dbg !322
  %245 = load float, ptr %244, align 4, !dbg !322
  %246 = insertelement <4 x float> poison, float %245, i32 0, !dbg !322
  %247 = shufflevector <4 x float> %246, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %248 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %247, <4 x float> %51, <4 x float> %200), !dbg !322
  %249 = add nuw nsw i64 %101, %46, !dbg !322
  %250 = getelementptr inbounds nuw float, ptr %7, i64 %249, !dbg !322
  %251 = load float, ptr %250, align 4, !dbg !322
  %252 = insertelement <4 x float> poison, float %251, i32 0, !dbg !322
  %253 = shufflevector <4 x float> %252, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %254 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %253, <4 x float> %51, <4 x float> %206), !dbg !322
  %255 = add nuw nsw i64 %109, %46, !dbg !322
  %256 = getelementptr inbounds nuw float, ptr %7, i64 %255, !dbg !322
  %257 = load float, ptr %256, align 4, !dbg !322
  %258 = insertelement <4 x float> poison, float %257, i32 0, !dbg !322
  %259 = shufflevector <4 x float> %258, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !322
  %260 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %259, <4 x float> %51, <4 x float> %212), !dbg !322
  %261 = insertvalue [8 x <4 x float>] poison, <4 x float> %218, 0, !dbg !322
  %262 = insertvalue [8 x <4 x float>] %261, <4 x float> %224, 1, !dbg !322
  %263 = insertvalue [8 x <4 x float>] %262, <4 x float> %230, 2, !dbg !322
  %264 = insertvalue [8 x <4 x float>] %263, <4 x float> %236, 3, !dbg !322
  %265 = insertvalue [8 x <4 x float>] %264, <4 x float> %242, 4, !dbg !322
  %266 = insertvalue [8 x <4 x float>] %265, <4 x float> %248, 5, !dbg !322
  %267 = insertvalue [8 x <4 x float>] %266, <4 x float> %254, 6, !dbg !322
  %268 = insertvalue [8 x <4 x float>] %267, <4 x float> %260, 7, !dbg !322
  %269 = add i64 %24, 4, !dbg !320
  br label %23, !dbg !320

270:                                              ; preds = %23
  %271 = extractvalue [8 x <4 x float>] %25, 0, !dbg !320
  %272 = mul i64 %19, 8, !dbg !320
  %273 = add i64 0, %272, !dbg !320
  %274 = add i64 %273, %21, !dbg !320
  %275 = getelementptr float, ptr %16, i64 %274, !dbg !320
  store <4 x float> %271, ptr %275, align 4, !dbg !320
  %276 = extractvalue [8 x <4 x float>] %25, 1, !dbg !320
  %277 = add i64 32, %272, !dbg !320
  %278 = add i64 %277, %21, !dbg !320
  %279 = getelementptr float, ptr %16, i64 %278, !dbg !320
  store <4 x float> %276, ptr %279, align 4, !dbg !320
  %280 = extractvalue [8 x <4 x float>] %25, 2, !dbg !320
  %281 = add i64 64, %272, !dbg !320
  %282 = add i64 %281, %21, !dbg !320
  %283 = getelementptr float, ptr %16, i64 %282, !dbg !320
  store <4 x float> %280, ptr %283, align 4, !dbg !320
  %284 = extractvalue [8 x <4 x float>] %25, 3, !dbg !320
  %285 = add i64 96, %272, !dbg !320
  %286 = add i64 %285, %21, !dbg !320
  %287 = getelementptr float, ptr %16, i64 %286, !dbg !320
  store <4 x float> %284, ptr %287, align 4, !dbg !320
  %288 = extractvalue [8 x <4 x float>] %25, 4, !dbg !320
  %289 = add i64 128, %272, !dbg !320
  %290 = add i64 %289, %21, !dbg !320
  %291 = getelementptr float, ptr %16, i64 %290, !dbg !320
  store <4 x float> %288, ptr %291, align 4, !dbg !320
  %292 = extractvalue [8 x <4 x float>] %25, 5, !dbg !320
  %293 = add i64 160, %272, !dbg !320
  %294 = add i64 %293, %21, !dbg !320
  %295 = getelementptr float, ptr %16, i64 %294, !dbg !320
  store <4 x float> %292, ptr %295, align 4, !dbg !320
  %296 = extractvalue [8 x <4 x float>] %25, 6, !dbg !320
  %297 = add i64 192, %272, !dbg !320
  %298 = add i64 %297, %21, !dbg !320
  %299 = getelementptr float, ptr %16, i64 %298, !dbg !320
  store <4 x float> %296, ptr %299, align 4, !dbg !320
  %300 = extractvalue [8 x <4 x float>] %25, 7, !dbg !320
  %301 = add i64 224, %272, !dbg !320
  %302 = add i64 %301, %21, !dbg !320
  %303 = getelementptr float, ptr %16, i64 %302, !dbg !320
  store <4 x float> %300, ptr %303, align 4, !dbg !320
  %304 = add i64 %21, 4, !dbg !320
  br label %20, !dbg !320

305:                                              ; preds = %20
  ret i32 0, !dbg !321
}

define internal i32 @main_dispatch_12_matmul_8x32x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !134 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !323
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 9, !dbg !323
  %6 = load i32, ptr %5, align 4, !dbg !323
  %7 = zext i32 %6 to i64, !dbg !324
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !325
  %9 = load ptr, ptr %8, align 8, !dbg !325
  %10 = getelementptr i8, ptr %9, i32 2048, !dbg !325
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !325
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !326
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !326
  %13 = getelementptr ptr, ptr %12, i32 1, !dbg !326
  %14 = load ptr, ptr %13, align 8, !dbg !326
  %15 = getelementptr i8, ptr %14, i64 %7, !dbg !326
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !326
  %16 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !327
  %17 = extractvalue %iree_hal_executable_dispatch_state_v0_t %16, 10, !dbg !327
  %18 = load ptr, ptr %17, align 8, !dbg !327
  call void @llvm.assume(i1 true) [ "align"(ptr %18, i64 64) ], !dbg !327
  %19 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !328
  %20 = extractvalue %iree_hal_executable_dispatch_state_v0_t %19, 10, !dbg !328
  %21 = getelementptr ptr, ptr %20, i32 2, !dbg !328
  %22 = load ptr, ptr %21, align 8, !dbg !328
  %23 = getelementptr i8, ptr %22, i32 1024, !dbg !328
  call void @llvm.assume(i1 true) [ "align"(ptr %23, i64 64) ], !dbg !328
  br label %24, !dbg !329

24:                                               ; preds = %300, %3
  %25 = phi i64 [ %349, %300 ], [ 0, %3 ], !dbg !329
  %26 = icmp slt i64 %25, 32, !dbg !329
  br i1 %26, label %27, label %350, !dbg !329

27:                                               ; preds = %31, %24
  %28 = phi i64 [ %299, %31 ], [ 0, %24 ], !dbg !329
  %29 = phi [8 x <4 x float>] [ %298, %31 ], [ zeroinitializer, %24 ], !dbg !329
  %30 = icmp slt i64 %28, 32, !dbg !329
  br i1 %30, label %31, label %300, !dbg !329

31:                                               ; preds = %27
  %32 = mul i64 %25, 32, !dbg !329
  %33 = add i64 %32, %28, !dbg !329
  %34 = getelementptr float, ptr %15, i64 %33, !dbg !329
  %35 = load <4 x float>, ptr %34, align 4, !dbg !329
  %36 = add i64 %25, 1, !dbg !329
  %37 = mul i64 %36, 32, !dbg !329
  %38 = add i64 %37, %28, !dbg !329
  %39 = getelementptr float, ptr %15, i64 %38, !dbg !329
  %40 = load <4 x float>, ptr %39, align 4, !dbg !329
  %41 = add i64 %25, 2, !dbg !329
  %42 = mul i64 %41, 32, !dbg !329
  %43 = add i64 %42, %28, !dbg !329
  %44 = getelementptr float, ptr %15, i64 %43, !dbg !329
  %45 = load <4 x float>, ptr %44, align 4, !dbg !329
  %46 = add i64 %25, 3, !dbg !329
  %47 = mul i64 %46, 32, !dbg !329
  %48 = add i64 %47, %28, !dbg !329
  %49 = getelementptr float, ptr %15, i64 %48, !dbg !329
  %50 = load <4 x float>, ptr %49, align 4, !dbg !329
  %51 = extractelement <4 x float> %35, i64 0, !dbg !329
  %52 = extractelement <4 x float> %35, i64 1, !dbg !329
  %53 = extractelement <4 x float> %35, i64 2, !dbg !329
  %54 = extractelement <4 x float> %35, i64 3, !dbg !329
  %55 = extractelement <4 x float> %40, i64 0, !dbg !329
  %56 = extractelement <4 x float> %40, i64 1, !dbg !329
  %57 = extractelement <4 x float> %40, i64 2, !dbg !329
  %58 = extractelement <4 x float> %40, i64 3, !dbg !329
  %59 = extractelement <4 x float> %45, i64 0, !dbg !329
  %60 = extractelement <4 x float> %45, i64 1, !dbg !329
  %61 = extractelement <4 x float> %45, i64 2, !dbg !329
  %62 = extractelement <4 x float> %45, i64 3, !dbg !329
  %63 = extractelement <4 x float> %50, i64 0, !dbg !329
  %64 = extractelement <4 x float> %50, i64 1, !dbg !329
  %65 = extractelement <4 x float> %50, i64 2, !dbg !329
  %66 = extractelement <4 x float> %50, i64 3, !dbg !329
  %67 = insertelement <16 x float> poison, float %51, i64 0
  %68 = insertelement <16 x float> %67, float %52, i64 1
  %69 = insertelement <16 x float> %68, float %53, i64 2
  %70 = insertelement <16 x float> %69, float %54, i64 3
  %71 = insertelement <16 x float> %70, float %55, i64 4
  %72 = insertelement <16 x float> %71, float %56, i64 5
  %73 = insertelement <16 x float> %72, float %57, i64 6
  %74 = insertelement <16 x float> %73, float %58, i64 7
  %75 = insertelement <16 x float> %74, float %59, i64 8
  %76 = insertelement <16 x float> %75, float %60, i64 9
  %77 = insertelement <16 x float> %76, float %61, i64 10
  %78 = insertelement <16 x float> %77, float %62, i64 11
  %79 = insertelement <16 x float> %78, float %63, i64 12
  %80 = insertelement <16 x float> %79, float %64, i64 13
  %81 = insertelement <16 x float> %80, float %65, i64 14
  %82 = insertelement <16 x float> %81, float %66, i64 15
  %83 = shufflevector <16 x float> %82, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %84 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %85 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %86 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %87 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %88 = add nuw nsw i64 0, %28
  %89 = getelementptr inbounds nuw float, ptr %10, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = insertelement <4 x float> poison, float %90, i32 0
  %92 = shufflevector <4 x float> %91, <4 x float> poison, <4 x i32> zeroinitializer
  %93 = extractvalue [8 x <4 x float>] %29, 0
  %94 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %84, <4 x float> %93)
  %95 = add nuw nsw i64 32, %28
  %96 = getelementptr inbounds nuw float, ptr %10, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = insertelement <4 x float> poison, float %97, i32 0
  %99 = shufflevector <4 x float> %98, <4 x float> poison, <4 x i32> zeroinitializer
  %100 = extractvalue [8 x <4 x float>] %29, 1
  %101 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %99, <4 x float> %84, <4 x float> %100)
  %102 = add nuw nsw i64 64, %28
  %103 = getelementptr inbounds nuw float, ptr %10, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = insertelement <4 x float> poison, float %104, i32 0
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <4 x i32> zeroinitializer
  %107 = extractvalue [8 x <4 x float>] %29, 2
  %108 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %106, <4 x float> %84, <4 x float> %107)
  %109 = add nuw nsw i64 96, %28
  %110 = getelementptr inbounds nuw float, ptr %10, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = insertelement <4 x float> poison, float %111, i32 0
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer
  %114 = extractvalue [8 x <4 x float>] %29, 3
  %115 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %84, <4 x float> %114)
  %116 = add nuw nsw i64 128, %28
  %117 = getelementptr inbounds nuw float, ptr %10, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = insertelement <4 x float> poison, float %118, i32 0
  %120 = shufflevector <4 x float> %119, <4 x float> poison, <4 x i32> zeroinitializer
  %121 = extractvalue [8 x <4 x float>] %29, 4
  %122 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %120, <4 x float> %84, <4 x float> %121)
  %123 = add nuw nsw i64 160, %28
  %124 = getelementptr inbounds nuw float, ptr %10, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = insertelement <4 x float> poison, float %125, i32 0
  %127 = shufflevector <4 x float> %126, <4 x float> poison, <4 x i32> zeroinitializer
  %128 = extractvalue [8 x <4 x float>] %29, 5
  %129 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %127, <4 x float> %84, <4 x float> %128)
  %130 = add nuw nsw i64 192, %28
  %131 = getelementptr inbounds nuw float, ptr %10, i64 %130
  %132 = load float, ptr %131, align 4
  %133 = insertelement <4 x float> poison, float %132, i32 0
  %134 = shufflevector <4 x float> %133, <4 x float> poison, <4 x i32> zeroinitializer
  %135 = extractvalue [8 x <4 x float>] %29, 6
  %136 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %134, <4 x float> %84, <4 x float> %135)
  %137 = add nuw nsw i64 224, %28
  %138 = getelementptr inbounds nuw float, ptr %10, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = insertelement <4 x float> poison, float %139, i32 0
  %141 = shufflevector <4 x float> %140, <4 x float> poison, <4 x i32> zeroinitializer
  %142 = extractvalue [8 x <4 x float>] %29, 7
  %143 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %141, <4 x float> %84, <4 x float> %142)
  %144 = add i64 %28, 1
  %145 = add nuw nsw i64 0, %144
  %146 = getelementptr inbounds nuw float, ptr %10, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = insertelement <4 x float> poison, float %147, i32 0
  %149 = shufflevector <4 x float> %148, <4 x float> poison, <4 x i32> zeroinitializer
  %150 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %149, <4 x float> %85, <4 x float> %94)
  %151 = add nuw nsw i64 32, %144
  %152 = getelementptr inbounds nuw float, ptr %10, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = insertelement <4 x float> poison, float %153, i32 0
  %155 = shufflevector <4 x float> %154, <4 x float> poison, <4 x i32> zeroinitializer
  %156 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %155, <4 x float> %85, <4 x float> %101)
  %157 = add nuw nsw i64 64, %144
  %158 = getelementptr inbounds nuw float, ptr %10, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = insertelement <4 x float> poison, float %159, i32 0
  %161 = shufflevector <4 x float> %160, <4 x float> poison, <4 x i32> zeroinitializer
  %162 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %161, <4 x float> %85, <4 x float> %108)
  %163 = add nuw nsw i64 96, %144
  %164 = getelementptr inbounds nuw float, ptr %10, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = insertelement <4 x float> poison, float %165, i32 0
  %167 = shufflevector <4 x float> %166, <4 x float> poison, <4 x i32> zeroinitializer
  %168 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> %85, <4 x float> %115)
  %169 = add nuw nsw i64 128, %144
  %170 = getelementptr inbounds nuw float, ptr %10, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = insertelement <4 x float> poison, float %171, i32 0
  %173 = shufflevector <4 x float> %172, <4 x float> poison, <4 x i32> zeroinitializer
  %174 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %173, <4 x float> %85, <4 x float> %122)
  %175 = add nuw nsw i64 160, %144
  %176 = getelementptr inbounds nuw float, ptr %10, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = insertelement <4 x float> poison, float %177, i32 0
  %179 = shufflevector <4 x float> %178, <4 x float> poison, <4 x i32> zeroinitializer
  %180 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %179, <4 x float> %85, <4 x float> %129)
  %181 = add nuw nsw i64 192, %144
  %182 = getelementptr inbounds nuw float, ptr %10, i64 %181
  %183 = load float, ptr %182, align 4
  %184 = insertelement <4 x float> poison, float %183, i32 0
  %185 = shufflevector <4 x float> %184, <4 x float> poison, <4 x i32> zeroinitializer
  %186 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %185, <4 x float> %85, <4 x float> %136)
  %187 = add nuw nsw i64 224, %144
  %188 = getelementptr inbounds nuw float, ptr %10, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = insertelement <4 x float> poison, float %189, i32 0
  %191 = shufflevector <4 x float> %190, <4 x float> poison, <4 x i32> zeroinitializer
  %192 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %191, <4 x float> %85, <4 x float> %143)
  %193 = add i64 %28, 2
  %194 = add nuw nsw i64 0, %193
  %195 = getelementptr inbounds nuw float, ptr %10, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = insertelement <4 x float> poison, float %196, i32 0
  %198 = shufflevector <4 x float> %197, <4 x float> poison, <4 x i32> zeroinitializer
  %199 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %198, <4 x float> %86, <4 x float> %150)
  %200 = add nuw nsw i64 32, %193
  %201 = getelementptr inbounds nuw float, ptr %10, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = insertelement <4 x float> poison, float %202, i32 0
  %204 = shufflevector <4 x float> %203, <4 x float> poison, <4 x i32> zeroinitializer
  %205 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %204, <4 x float> %86, <4 x float> %156)
  %206 = add nuw nsw i64 64, %193
  %207 = getelementptr inbounds nuw float, ptr %10, i64 %206
  %208 = load float, ptr %207, align 4
  %209 = insertelement <4 x float> poison, float %208, i32 0
  %210 = shufflevector <4 x float> %209, <4 x float> poison, <4 x i32> zeroinitializer
  %211 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %210, <4 x float> %86, <4 x float> %162)
  %212 = add nuw nsw i64 96, %193
  %213 = getelementptr inbounds nuw float, ptr %10, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = insertelement <4 x float> poison, float %214, i32 0
  %216 = shufflevector <4 x float> %215, <4 x float> poison, <4 x i32> zeroinitializer
  %217 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %216, <4 x float> %86, <4 x float> %168)
  %218 = add nuw nsw i64 128, %193
  %219 = getelementptr inbounds nuw float, ptr %10, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = insertelement <4 x float> poison, float %220, i32 0
  %222 = shufflevector <4 x float> %221, <4 x float> poison, <4 x i32> zeroinitializer
  %223 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %222, <4 x float> %86, <4 x float> %174)
  %224 = add nuw nsw i64 160, %193
  %225 = getelementptr inbounds nuw float, ptr %10, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = insertelement <4 x float> poison, float %226, i32 0
  %228 = shufflevector <4 x float> %227, <4 x float> poison, <4 x i32> zeroinitializer
  %229 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %228, <4 x float> %86, <4 x float> %180)
  %230 = add nuw nsw i64 192, %193
  %231 = getelementptr inbounds nuw float, ptr %10, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = insertelement <4 x float> poison, float %232, i32 0
  %234 = shufflevector <4 x float> %233, <4 x float> poison, <4 x i32> zeroinitializer
  %235 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %234, <4 x float> %86, <4 x float> %186)
  %236 = add nuw nsw i64 224, %193
  %237 = getelementptr inbounds nuw float, ptr %10, i64 %236
  %238 = load float, ptr %237, align 4
  %239 = insertelement <4 x float> poison, float %238, i32 0
  %240 = shufflevector <4 x float> %239, <4 x float> poison, <4 x i32> zeroinitializer
  %241 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %240, <4 x float> %86, <4 x float> %192)
  %242 = add i64 %28, 3
  %243 = add nuw nsw i64 0, %242
  %244 = getelementptr inbounds nuw float, ptr %10, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = insertelement <4 x float> poison, float %245, i32 0
  %247 = shufflevector <4 x float> %246, <4 x float> poison, <4 x i32> zeroinitializer
  %248 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %247, <4 x float> %87, <4 x float> %199)
  %249 = add nuw nsw i64 32, %242
  %250 = getelementptr inbounds nuw float, ptr %10, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = insertelement <4 x float> poison, float %251, i32 0
  %253 = shufflevector <4 x float> %252, <4 x float> poison, <4 x i32> zeroinitializer
  %254 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %253, <4 x float> %87, <4 x float> %205)
  %255 = add nuw nsw i64 64, %242
  %256 = getelementptr inbounds nuw float, ptr %10, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = insertelement <4 x float> poison, float %257, i32 0
  %259 = shufflevector <4 x float> %258, <4 x float> poison, <4 x i32> zeroinitializer
  %260 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %259, <4 x float> %87, <4 x float> %211)
  %261 = add nuw nsw i64 96, %242
  %262 = getelementptr inbounds nuw float, ptr %10, i64 %261
  %263 = load float, ptr %262, align 4
  %264 = insertelement <4 x float> poison, float %263, i32 0
  %265 = shufflevector <4 x float> %264, <4 x float> poison, <4 x i32> zeroinitializer
  %266 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %265, <4 x float> %87, <4 x float> %217)
  %267 = add nuw nsw i64 128, %242
  %268 = getelementptr inbounds nuw float, ptr %10, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = insertelement <4 x float> poison, float %269, i32 0
  %271 = shufflevector <4 x float> %270, <4 x float> poison, <4 x i32> zeroinitializer
  %272 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %271, <4 x float> %87, <4 x float> %223)
  %273 = add nuw nsw i64 160, %242
  %274 = getelementptr inbounds nuw float, ptr %10, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = insertelement <4 x float> poison, float %275, i32 0
  %277 = shufflevector <4 x float> %276, <4 x float> poison, <4 x i32> zeroinitializer
  %278 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %277, <4 x float> %87, <4 x float> %229)
  %279 = add nuw nsw i64 192, %242
  %280 = getelementptr inbounds nuw float, ptr %10, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = insertelement <4 x float> poison, float %281, i32 0
  %283 = shufflevector <4 x float> %282, <4 x float> poison, <4 x i32> zeroinitializer
  %284 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %283, <4 x float> %87, <4 x float> %235)
  %285 = add nuw nsw i64 224, %242
  %286 = getelementptr inbounds nuw float, ptr %10, i64 %285
  %287 = load float, ptr %286, align 4
  %288 = insertelement <4 x float> poison, float %287, i32 0
  %289 = shufflevector <4 x float> %288, <4 x float> poison, <4 x i32> zeroinitializer
  %290 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %289, <4 x float> %87, <4 x float> %241)
  %291 = insertvalue [8 x <4 x float>] poison, <4 x float> %248, 0
  %292 = insertvalue [8 x <4 x float>] %291, <4 x float> %254, 1
  %293 = insertvalue [8 x <4 x float>] %292, <4 x float> %260, 2
  %294 = insertvalue [8 x <4 x float>] %293, <4 x float> %266, 3
  %295 = insertvalue [8 x <4 x float>] %294, <4 x float> %272, 4
  %296 = insertvalue [8 x <4 x float>] %295, <4 x float> %278, 5
  %297 = insertvalue [8 x <4 x float>] %296, <4 x float> %284, 6
  %298 = insertvalue [8 x <4 x float>] %297, <4 x float> %290, 7
  %299 = add i64 %28, 4, !dbg !329
  br label %27, !dbg !329

300:                                              ; preds = %27
  %301 = add i64 0, %25, !dbg !331
  %302 = getelementptr float, ptr %18, i64 %301, !dbg !331
  %303 = load <4 x float>, ptr %302, align 4, !dbg !331
  %304 = add i64 32, %25, !dbg !331
  %305 = getelementptr float, ptr %18, i64 %304, !dbg !331
  %306 = load <4 x float>, ptr %305, align 4, !dbg !331
  %307 = add i64 64, %25, !dbg !331
  %308 = getelementptr float, ptr %18, i64 %307, !dbg !331
  %309 = load <4 x float>, ptr %308, align 4, !dbg !331
  %310 = add i64 96, %25, !dbg !331
  %311 = getelementptr float, ptr %18, i64 %310, !dbg !331
  %312 = load <4 x float>, ptr %311, align 4, !dbg !331
  %313 = add i64 128, %25, !dbg !331
  %314 = getelementptr float, ptr %18, i64 %313, !dbg !331
  %315 = load <4 x float>, ptr %314, align 4, !dbg !331
  %316 = add i64 160, %25, !dbg !331
  %317 = getelementptr float, ptr %18, i64 %316, !dbg !331
  %318 = load <4 x float>, ptr %317, align 4, !dbg !331
  %319 = add i64 192, %25, !dbg !331
  %320 = getelementptr float, ptr %18, i64 %319, !dbg !331
  %321 = load <4 x float>, ptr %320, align 4, !dbg !331
  %322 = add i64 224, %25, !dbg !331
  %323 = getelementptr float, ptr %18, i64 %322, !dbg !331
  %324 = load <4 x float>, ptr %323, align 4, !dbg !331
  %325 = extractvalue [8 x <4 x float>] %29, 0, !dbg !332
  %326 = fadd contract <4 x float> %303, %325, !dbg !332
  %327 = extractvalue [8 x <4 x float>] %29, 1, !dbg !332
  %328 = fadd contract <4 x float> %306, %327, !dbg !332
  %329 = extractvalue [8 x <4 x float>] %29, 2, !dbg !332
  %330 = fadd contract <4 x float> %309, %329, !dbg !332
  %331 = extractvalue [8 x <4 x float>] %29, 3, !dbg !332
  %332 = fadd contract <4 x float> %312, %331, !dbg !332
  %333 = extractvalue [8 x <4 x float>] %29, 4, !dbg !332
  %334 = fadd contract <4 x float> %315, %333, !dbg !332
  %335 = extractvalue [8 x <4 x float>] %29, 5, !dbg !332
  %336 = fadd contract <4 x float> %318, %335, !dbg !332
  %337 = extractvalue [8 x <4 x float>] %29, 6, !dbg !332
  %338 = fadd contract <4 x float> %321, %337, !dbg !332
  %339 = extractvalue [8 x <4 x float>] %29, 7, !dbg !332
  %340 = fadd contract <4 x float> %324, %339, !dbg !332
  %341 = getelementptr float, ptr %23, i64 %301, !dbg !329
  store <4 x float> %326, ptr %341, align 4, !dbg !329
  %342 = getelementptr float, ptr %23, i64 %304, !dbg !329
  store <4 x float> %328, ptr %342, align 4, !dbg !329
  %343 = getelementptr float, ptr %23, i64 %307, !dbg !329
  store <4 x float> %330, ptr %343, align 4, !dbg !329
  %344 = getelementptr float, ptr %23, i64 %310, !dbg !329
  store <4 x float> %332, ptr %344, align 4, !dbg !329
  %345 = getelementptr float, ptr %23, i64 %313, !dbg !329
  store <4 x float> %334, ptr %345, align 4, !dbg !329
  %346 = getelementptr float, ptr %23, i64 %316, !dbg !329
  store <4 x float> %336, ptr %346, align 4, !dbg !329
  %347 = getelementptr float, ptr %23, i64 %319, !dbg !329
  store <4 x float> %338, ptr %347, align 4, !dbg !329
  %348 = getelementptr float, ptr %23, i64 %322, !dbg !329
  store <4 x float> %340, ptr %348, align 4, !dbg !329
  %349 = add i64 %25, 4, !dbg !329
  br label %24, !dbg !329

350:                                              ; preds = %24
  ret i32 0, !dbg !330
}

define internal i32 @main_dispatch_13_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !137 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !333
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !333
  %6 = load ptr, ptr %5, align 8, !dbg !333
  %7 = getelementptr i8, ptr %6, i32 1024, !dbg !333
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !333
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !334
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !334
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !334
  %11 = load ptr, ptr %10, align 8, !dbg !334
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !334
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !335
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !335
  %14 = zext i32 %13 to i64, !dbg !335
  br label %15, !dbg !335

15:                                               ; preds = %19, %3
  %16 = phi i64 [ %28, %19 ], [ 0, %3 ], !dbg !335
  %17 = phi <1 x float> [ %27, %19 ], [ zeroinitializer, %3 ], !dbg !335
  %18 = icmp slt i64 %16, 32, !dbg !335
  br i1 %18, label %19, label %29, !dbg !335

19:                                               ; preds = %15
  %20 = mul i64 %14, 32, !dbg !335
  %21 = add i64 %20, %16, !dbg !335
  %22 = getelementptr float, ptr %7, i64 %21, !dbg !335
  %23 = load <4 x float>, ptr %22, align 4, !dbg !335
  %24 = fmul contract <4 x float> %23, %23, !dbg !343
  %25 = extractelement <1 x float> %17, i64 0, !dbg !344
  %26 = call float @llvm.vector.reduce.fadd.v4f32(float %25, <4 x float> %24), !dbg !344
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !344
  %28 = add i64 %16, 4, !dbg !335
  br label %15, !dbg !335

29:                                               ; preds = %15
  %30 = fdiv <1 x float> %17, splat (float 3.200000e+01), !dbg !336
  %31 = fadd contract <1 x float> %30, splat (float f0x358637BD), !dbg !337
  %32 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %31), !dbg !338
  %33 = fdiv <1 x float> splat (float 1.000000e+00), %32, !dbg !338
  br label %34, !dbg !339

34:                                               ; preds = %37, %29
  %35 = phi i64 [ %50, %37 ], [ 0, %29 ], !dbg !339
  %36 = icmp slt i64 %35, 32, !dbg !339
  br i1 %36, label %37, label %51, !dbg !339

37:                                               ; preds = %34
  %38 = getelementptr float, ptr @__constant_32xf32_0, i64 %35, !dbg !339
  %39 = load <4 x float>, ptr %38, align 4, !dbg !339
  %40 = mul i64 %14, 32, !dbg !339
  %41 = add i64 %40, %35, !dbg !339
  %42 = getelementptr float, ptr %7, i64 %41, !dbg !339
  %43 = load <4 x float>, ptr %42, align 4, !dbg !339
  %44 = extractelement <1 x float> %33, i64 0, !dbg !341
  %45 = insertelement <4 x float> poison, float %44, i32 0, !dbg !341
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !341
  %47 = fmul contract <4 x float> %43, %46, !dbg !341
  %48 = fmul contract <4 x float> %39, %47, !dbg !342
  %49 = getelementptr float, ptr %11, i64 %41, !dbg !339
  store <4 x float> %48, ptr %49, align 4, !dbg !339
  %50 = add i64 %35, 4, !dbg !339
  br label %34, !dbg !339

51:                                               ; preds = %34
  ret i32 0, !dbg !340
}

define internal i32 @main_dispatch_14_matmul_8x64x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !140 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !345
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 9, !dbg !345
  %6 = load i32, ptr %5, align 4, !dbg !345
  %7 = zext i32 %6 to i64, !dbg !346
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !347
  %9 = load ptr, ptr %8, align 8, !dbg !347
  call void @llvm.assume(i1 true) [ "align"(ptr %9, i64 64) ], !dbg !347
  %10 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !348
  %11 = extractvalue %iree_hal_executable_dispatch_state_v0_t %10, 10, !dbg !348
  %12 = getelementptr ptr, ptr %11, i32 1, !dbg !348
  %13 = load ptr, ptr %12, align 8, !dbg !348
  %14 = getelementptr i8, ptr %13, i64 %7, !dbg !348
  call void @llvm.assume(i1 true) [ "align"(ptr %14, i64 64) ], !dbg !348
  %15 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !349
  %16 = extractvalue %iree_hal_executable_dispatch_state_v0_t %15, 10, !dbg !349
  %17 = getelementptr ptr, ptr %16, i32 2, !dbg !349
  %18 = load ptr, ptr %17, align 8, !dbg !349
  %19 = getelementptr i8, ptr %18, i32 2048, !dbg !349
  call void @llvm.assume(i1 true) [ "align"(ptr %19, i64 64) ], !dbg !349
  br label %20, !dbg !350

20:                                               ; preds = %296, %3
  %21 = phi i64 [ %321, %296 ], [ 0, %3 ], !dbg !350
  %22 = icmp slt i64 %21, 64, !dbg !350
  br i1 %22, label %23, label %322, !dbg !350

23:                                               ; preds = %27, %20
  %24 = phi i64 [ %295, %27 ], [ 0, %20 ], !dbg !350
  %25 = phi [8 x <4 x float>] [ %294, %27 ], [ zeroinitializer, %20 ], !dbg !350
  %26 = icmp slt i64 %24, 32, !dbg !350
  br i1 %26, label %27, label %296, !dbg !350

27:                                               ; preds = %23
  %28 = mul i64 %21, 32, !dbg !350
  %29 = add i64 %28, %24, !dbg !350
  %30 = getelementptr float, ptr %14, i64 %29, !dbg !350
  %31 = load <4 x float>, ptr %30, align 4, !dbg !350
  %32 = add i64 %21, 1, !dbg !350
  %33 = mul i64 %32, 32, !dbg !350
  %34 = add i64 %33, %24, !dbg !350
  %35 = getelementptr float, ptr %14, i64 %34, !dbg !350
  %36 = load <4 x float>, ptr %35, align 4, !dbg !350
  %37 = add i64 %21, 2, !dbg !350
  %38 = mul i64 %37, 32, !dbg !350
  %39 = add i64 %38, %24, !dbg !350
  %40 = getelementptr float, ptr %14, i64 %39, !dbg !350
  %41 = load <4 x float>, ptr %40, align 4, !dbg !350
  %42 = add i64 %21, 3, !dbg !350
  %43 = mul i64 %42, 32, !dbg !350
  %44 = add i64 %43, %24, !dbg !350
  %45 = getelementptr float, ptr %14, i64 %44, !dbg !350
  %46 = load <4 x float>, ptr %45, align 4, !dbg !350
  %47 = extractelement <4 x float> %31, i64 0, !dbg !350
  %48 = extractelement <4 x float> %31, i64 1, !dbg !350
  %49 = extractelement <4 x float> %31, i64 2, !dbg !350
  %50 = extractelement <4 x float> %31, i64 3, !dbg !350
  %51 = extractelement <4 x float> %36, i64 0, !dbg !350
  %52 = extractelement <4 x float> %36, i64 1, !dbg !350
  %53 = extractelement <4 x float> %36, i64 2, !dbg !350
  %54 = extractelement <4 x float> %36, i64 3, !dbg !350
  %55 = extractelement <4 x float> %41, i64 0, !dbg !350
  %56 = extractelement <4 x float> %41, i64 1, !dbg !350
  %57 = extractelement <4 x float> %41, i64 2, !dbg !350
  %58 = extractelement <4 x float> %41, i64 3, !dbg !350
  %59 = extractelement <4 x float> %46, i64 0, !dbg !350
  %60 = extractelement <4 x float> %46, i64 1, !dbg !350
  %61 = extractelement <4 x float> %46, i64 2, !dbg !350
  %62 = extractelement <4 x float> %46, i64 3, !dbg !350
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
  %84 = add nuw nsw i64 0, %24
  %85 = getelementptr inbounds nuw float, ptr %9, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = insertelement <4 x float> poison, float %86, i32 0
  %88 = shufflevector <4 x float> %87, <4 x float> poison, <4 x i32> zeroinitializer
  %89 = extractvalue [8 x <4 x float>] %25, 0
  %90 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %88, <4 x float> %80, <4 x float> %89)
  %91 = add nuw nsw i64 32, %24
  %92 = getelementptr inbounds nuw float, ptr %9, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = insertelement <4 x float> poison, float %93, i32 0
  %95 = shufflevector <4 x float> %94, <4 x float> poison, <4 x i32> zeroinitializer
  %96 = extractvalue [8 x <4 x float>] %25, 1
  %97 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %95, <4 x float> %80, <4 x float> %96)
  %98 = add nuw nsw i64 64, %24
  %99 = getelementptr inbounds nuw float, ptr %9, i64 %98
  %100 = load float, ptr %99, align 4
  %101 = insertelement <4 x float> poison, float %100, i32 0
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <4 x i32> zeroinitializer
  %103 = extractvalue [8 x <4 x float>] %25, 2
  %104 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %102, <4 x float> %80, <4 x float> %103)
  %105 = add nuw nsw i64 96, %24
  %106 = getelementptr inbounds nuw float, ptr %9, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = insertelement <4 x float> poison, float %107, i32 0
  %109 = shufflevector <4 x float> %108, <4 x float> poison, <4 x i32> zeroinitializer
  %110 = extractvalue [8 x <4 x float>] %25, 3
  %111 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %109, <4 x float> %80, <4 x float> %110)
  %112 = add nuw nsw i64 128, %24
  %113 = getelementptr inbounds nuw float, ptr %9, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = insertelement <4 x float> poison, float %114, i32 0
  %116 = shufflevector <4 x float> %115, <4 x float> poison, <4 x i32> zeroinitializer
  %117 = extractvalue [8 x <4 x float>] %25, 4
  %118 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %116, <4 x float> %80, <4 x float> %117)
  %119 = add nuw nsw i64 160, %24
  %120 = getelementptr inbounds nuw float, ptr %9, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = insertelement <4 x float> poison, float %121, i32 0
  %123 = shufflevector <4 x float> %122, <4 x float> poison, <4 x i32> zeroinitializer
  %124 = extractvalue [8 x <4 x float>] %25, 5
  %125 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %123, <4 x float> %80, <4 x float> %124)
  %126 = add nuw nsw i64 192, %24
  %127 = getelementptr inbounds nuw float, ptr %9, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = insertelement <4 x float> poison, float %128, i32 0
  %130 = shufflevector <4 x float> %129, <4 x float> poison, <4 x i32> zeroinitializer
  %131 = extractvalue [8 x <4 x float>] %25, 6
  %132 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %130, <4 x float> %80, <4 x float> %131)
  %133 = add nuw nsw i64 224, %24
  %134 = getelementptr inbounds nuw float, ptr %9, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = insertelement <4 x float> poison, float %135, i32 0
  %137 = shufflevector <4 x float> %136, <4 x float> poison, <4 x i32> zeroinitializer
  %138 = extractvalue [8 x <4 x float>] %25, 7
  %139 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %137, <4 x float> %80, <4 x float> %138)
  %140 = add i64 %24, 1
  %141 = add nuw nsw i64 0, %140
  %142 = getelementptr inbounds nuw float, ptr %9, i64 %141
  %143 = load float, ptr %142, align 4
  %144 = insertelement <4 x float> poison, float %143, i32 0
  %145 = shufflevector <4 x float> %144, <4 x float> poison, <4 x i32> zeroinitializer
  %146 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %145, <4 x float> %81, <4 x float> %90)
  %147 = add nuw nsw i64 32, %140
  %148 = getelementptr inbounds nuw float, ptr %9, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = insertelement <4 x float> poison, float %149, i32 0
  %151 = shufflevector <4 x float> %150, <4 x float> poison, <4 x i32> zeroinitializer
  %152 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %151, <4 x float> %81, <4 x float> %97)
  %153 = add nuw nsw i64 64, %140
  %154 = getelementptr inbounds nuw float, ptr %9, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = insertelement <4 x float> poison, float %155, i32 0
  %157 = shufflevector <4 x float> %156, <4 x float> poison, <4 x i32> zeroinitializer
  %158 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %157, <4 x float> %81, <4 x float> %104)
  %159 = add nuw nsw i64 96, %140
  %160 = getelementptr inbounds nuw float, ptr %9, i64 %159
  %161 = load float, ptr %160, align 4
  %162 = insertelement <4 x float> poison, float %161, i32 0
  %163 = shufflevector <4 x float> %162, <4 x float> poison, <4 x i32> zeroinitializer
  %164 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %163, <4 x float> %81, <4 x float> %111)
  %165 = add nuw nsw i64 128, %140
  %166 = getelementptr inbounds nuw float, ptr %9, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = insertelement <4 x float> poison, float %167, i32 0
  %169 = shufflevector <4 x float> %168, <4 x float> poison, <4 x i32> zeroinitializer
  %170 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %169, <4 x float> %81, <4 x float> %118)
  %171 = add nuw nsw i64 160, %140
  %172 = getelementptr inbounds nuw float, ptr %9, i64 %171
  %173 = load float, ptr %172, align 4
  %174 = insertelement <4 x float> poison, float %173, i32 0
  %175 = shufflevector <4 x float> %174, <4 x float> poison, <4 x i32> zeroinitializer
  %176 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %175, <4 x float> %81, <4 x float> %125)
  %177 = add nuw nsw i64 192, %140
  %178 = getelementptr inbounds nuw float, ptr %9, i64 %177
  %179 = load float, ptr %178, align 4
  %180 = insertelement <4 x float> poison, float %179, i32 0
  %181 = shufflevector <4 x float> %180, <4 x float> poison, <4 x i32> zeroinitializer
  %182 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %181, <4 x float> %81, <4 x float> %132)
  %183 = add nuw nsw i64 224, %140
  %184 = getelementptr inbounds nuw float, ptr %9, i64 %183
  %185 = load float, ptr %184, align 4
  %186 = insertelement <4 x float> poison, float %185, i32 0
  %187 = shufflevector <4 x float> %186, <4 x float> poison, <4 x i32> zeroinitializer
  %188 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %187, <4 x float> %81, <4 x float> %139)
  %189 = add i64 %24, 2
  %190 = add nuw nsw i64 0, %189
  %191 = getelementptr inbounds nuw float, ptr %9, i64 %190
  %192 = load float, ptr %191, align 4
  %193 = insertelement <4 x float> poison, float %192, i32 0
  %194 = shufflevector <4 x float> %193, <4 x float> poison, <4 x i32> zeroinitializer
  %195 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %194, <4 x float> %82, <4 x float> %146)
  %196 = add nuw nsw i64 32, %189
  %197 = getelementptr inbounds nuw float, ptr %9, i64 %196
  %198 = load float, ptr %197, align 4
  %199 = insertelement <4 x float> poison, float %198, i32 0
  %200 = shufflevector <4 x float> %199, <4 x float> poison, <4 x i32> zeroinitializer
  %201 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %200, <4 x float> %82, <4 x float> %152)
  %202 = add nuw nsw i64 64, %189
  %203 = getelementptr inbounds nuw float, ptr %9, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = insertelement <4 x float> poison, float %204, i32 0
  %206 = shufflevector <4 x float> %205, <4 x float> poison, <4 x i32> zeroinitializer
  %207 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %206, <4 x float> %82, <4 x float> %158)
  %208 = add nuw nsw i64 96, %189
  %209 = getelementptr inbounds nuw float, ptr %9, i64 %208
  %210 = load float, ptr %209, align 4
  %211 = insertelement <4 x float> poison, float %210, i32 0
  %212 = shufflevector <4 x float> %211, <4 x float> poison, <4 x i32> zeroinitializer
  %213 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %212, <4 x float> %82, <4 x float> %164)
  %214 = add nuw nsw i64 128, %189
  %215 = getelementptr inbounds nuw float, ptr %9, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = insertelement <4 x float> poison, float %216, i32 0
  %218 = shufflevector <4 x float> %217, <4 x float> poison, <4 x i32> zeroinitializer
  %219 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %218, <4 x float> %82, <4 x float> %170)
  %220 = add nuw nsw i64 160, %189
  %221 = getelementptr inbounds nuw float, ptr %9, i64 %220
  %222 = load float, ptr %221, align 4
  %223 = insertelement <4 x float> poison, float %222, i32 0
  %224 = shufflevector <4 x float> %223, <4 x float> poison, <4 x i32> zeroinitializer
  %225 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %224, <4 x float> %82, <4 x float> %176)
  %226 = add nuw nsw i64 192, %189
  %227 = getelementptr inbounds nuw float, ptr %9, i64 %226
  %228 = load float, ptr %227, align 4
  %229 = insertelement <4 x float> poison, float %228, i32 0
  %230 = shufflevector <4 x float> %229, <4 x float> poison, <4 x i32> zeroinitializer
  %231 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %230, <4 x float> %82, <4 x float> %182)
  %232 = add nuw nsw i64 224, %189
  %233 = getelementptr inbounds nuw float, ptr %9, i64 %232
  %234 = load float, ptr %233, align 4
  %235 = insertelement <4 x float> poison, float %234, i32 0
  %236 = shufflevector <4 x float> %235, <4 x float> poison, <4 x i32> zeroinitializer
  %237 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %236, <4 x float> %82, <4 x float> %188)
  %238 = add i64 %24, 3
  %239 = add nuw nsw i64 0, %238
  %240 = getelementptr inbounds nuw float, ptr %9, i64 %239
  %241 = load float, ptr %240, align 4
  %242 = insertelement <4 x float> poison, float %241, i32 0
  %243 = shufflevector <4 x float> %242, <4 x float> poison, <4 x i32> zeroinitializer
  %244 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %243, <4 x float> %83, <4 x float> %195)
  %245 = add nuw nsw i64 32, %238
  %246 = getelementptr inbounds nuw float, ptr %9, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = insertelement <4 x float> poison, float %247, i32 0
  %249 = shufflevector <4 x float> %248, <4 x float> poison, <4 x i32> zeroinitializer
  %250 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %249, <4 x float> %83, <4 x float> %201)
  %251 = add nuw nsw i64 64, %238
  %252 = getelementptr inbounds nuw float, ptr %9, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = insertelement <4 x float> poison, float %253, i32 0
  %255 = shufflevector <4 x float> %254, <4 x float> poison, <4 x i32> zeroinitializer
  %256 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %255, <4 x float> %83, <4 x float> %207)
  %257 = add nuw nsw i64 96, %238
  %258 = getelementptr inbounds nuw float, ptr %9, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = insertelement <4 x float> poison, float %259, i32 0
  %261 = shufflevector <4 x float> %260, <4 x float> poison, <4 x i32> zeroinitializer
  %262 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %261, <4 x float> %83, <4 x float> %213)
  %263 = add nuw nsw i64 128, %238
  %264 = getelementptr inbounds nuw float, ptr %9, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = insertelement <4 x float> poison, float %265, i32 0
  %267 = shufflevector <4 x float> %266, <4 x float> poison, <4 x i32> zeroinitializer
  %268 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %267, <4 x float> %83, <4 x float> %219)
  %269 = add nuw nsw i64 160, %238
  %270 = getelementptr inbounds nuw float, ptr %9, i64 %269
  %271 = load float, ptr %270, align 4
  %272 = insertelement <4 x float> poison, float %271, i32 0
  %273 = shufflevector <4 x float> %272, <4 x float> poison, <4 x i32> zeroinitializer
  %274 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %273, <4 x float> %83, <4 x float> %225)
  %275 = add nuw nsw i64 192, %238
  %276 = getelementptr inbounds nuw float, ptr %9, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = insertelement <4 x float> poison, float %277, i32 0
  %279 = shufflevector <4 x float> %278, <4 x float> poison, <4 x i32> zeroinitializer
  %280 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %279, <4 x float> %83, <4 x float> %231)
  %281 = add nuw nsw i64 224, %238
  %282 = getelementptr inbounds nuw float, ptr %9, i64 %281
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
  %295 = add i64 %24, 4, !dbg !350
  br label %23, !dbg !350

296:                                              ; preds = %23
  %297 = extractvalue [8 x <4 x float>] %25, 0, !dbg !350
  %298 = add i64 0, %21, !dbg !350
  %299 = getelementptr float, ptr %19, i64 %298, !dbg !350
  store <4 x float> %297, ptr %299, align 4, !dbg !350
  %300 = extractvalue [8 x <4 x float>] %25, 1, !dbg !350
  %301 = add i64 64, %21, !dbg !350
  %302 = getelementptr float, ptr %19, i64 %301, !dbg !350
  store <4 x float> %300, ptr %302, align 4, !dbg !350
  %303 = extractvalue [8 x <4 x float>] %25, 2, !dbg !350
  %304 = add i64 128, %21, !dbg !350
  %305 = getelementptr float, ptr %19, i64 %304, !dbg !350
  store <4 x float> %303, ptr %305, align 4, !dbg !350
  %306 = extractvalue [8 x <4 x float>] %25, 3, !dbg !350
  %307 = add i64 192, %21, !dbg !350
  %308 = getelementptr float, ptr %19, i64 %307, !dbg !350
  store <4 x float> %306, ptr %308, align 4, !dbg !350
  %309 = extractvalue [8 x <4 x float>] %25, 4, !dbg !350
  %310 = add i64 256, %21, !dbg !350
  %311 = getelementptr float, ptr %19, i64 %310, !dbg !350
  store <4 x float> %309, ptr %311, align 4, !dbg !350
  %312 = extractvalue [8 x <4 x float>] %25, 5, !dbg !350
  %313 = add i64 320, %21, !dbg !350
  %314 = getelementptr float, ptr %19, i64 %313, !dbg !350
  store <4 x float> %312, ptr %314, align 4, !dbg !350
  %315 = extractvalue [8 x <4 x float>] %25, 6, !dbg !350
  %316 = add i64 384, %21, !dbg !350
  %317 = getelementptr float, ptr %19, i64 %316, !dbg !350
  store <4 x float> %315, ptr %317, align 4, !dbg !350
  %318 = extractvalue [8 x <4 x float>] %25, 7, !dbg !350
  %319 = add i64 448, %21, !dbg !350
  %320 = getelementptr float, ptr %19, i64 %319, !dbg !350
  store <4 x float> %318, ptr %320, align 4, !dbg !350
  %321 = add i64 %21, 4, !dbg !350
  br label %20, !dbg !350

322:                                              ; preds = %20
  ret i32 0, !dbg !351
}

define internal i32 @main_dispatch_15_matmul_8x64x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !143 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !352
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 9, !dbg !352
  %6 = load i32, ptr %5, align 4, !dbg !352
  %7 = zext i32 %6 to i64, !dbg !353
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !354
  %9 = load ptr, ptr %8, align 8, !dbg !354
  call void @llvm.assume(i1 true) [ "align"(ptr %9, i64 64) ], !dbg !354
  %10 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !355
  %11 = extractvalue %iree_hal_executable_dispatch_state_v0_t %10, 10, !dbg !355
  %12 = getelementptr ptr, ptr %11, i32 1, !dbg !355
  %13 = load ptr, ptr %12, align 8, !dbg !355
  %14 = getelementptr i8, ptr %13, i64 %7, !dbg !355
  call void @llvm.assume(i1 true) [ "align"(ptr %14, i64 64) ], !dbg !355
  %15 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !356
  %16 = extractvalue %iree_hal_executable_dispatch_state_v0_t %15, 10, !dbg !356
  %17 = load ptr, ptr %16, align 8, !dbg !356
  %18 = getelementptr i8, ptr %17, i32 2048, !dbg !356
  call void @llvm.assume(i1 true) [ "align"(ptr %18, i64 64) ], !dbg !356
  %19 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !357
  %20 = extractvalue %iree_hal_executable_dispatch_state_v0_t %19, 10, !dbg !357
  %21 = getelementptr ptr, ptr %20, i32 2, !dbg !357
  %22 = load ptr, ptr %21, align 8, !dbg !357
  %23 = getelementptr i8, ptr %22, i32 4096, !dbg !357
  call void @llvm.assume(i1 true) [ "align"(ptr %23, i64 64) ], !dbg !357
  br label %24, !dbg !358

24:                                               ; preds = %300, %3
  %25 = phi i64 [ %581, %300 ], [ 0, %3 ], !dbg !358
  %26 = icmp slt i64 %25, 64, !dbg !358
  br i1 %26, label %27, label %582, !dbg !358

27:                                               ; preds = %31, %24
  %28 = phi i64 [ %299, %31 ], [ 0, %24 ], !dbg !358
  %29 = phi [8 x <4 x float>] [ %298, %31 ], [ zeroinitializer, %24 ], !dbg !358
  %30 = icmp slt i64 %28, 32, !dbg !358
  br i1 %30, label %31, label %300, !dbg !358

31:                                               ; preds = %27
  %32 = mul i64 %25, 32, !dbg !358
  %33 = add i64 %32, %28, !dbg !358
  %34 = getelementptr float, ptr %14, i64 %33, !dbg !358
  %35 = load <4 x float>, ptr %34, align 4, !dbg !358
  %36 = add i64 %25, 1, !dbg !358
  %37 = mul i64 %36, 32, !dbg !358
  %38 = add i64 %37, %28, !dbg !358
  %39 = getelementptr float, ptr %14, i64 %38, !dbg !358
  %40 = load <4 x float>, ptr %39, align 4, !dbg !358
  %41 = add i64 %25, 2, !dbg !358
  %42 = mul i64 %41, 32, !dbg !358
  %43 = add i64 %42, %28, !dbg !358
  %44 = getelementptr float, ptr %14, i64 %43, !dbg !358
  %45 = load <4 x float>, ptr %44, align 4, !dbg !358
  %46 = add i64 %25, 3, !dbg !358
  %47 = mul i64 %46, 32, !dbg !358
  %48 = add i64 %47, %28, !dbg !358
  %49 = getelementptr float, ptr %14, i64 %48, !dbg !358
  %50 = load <4 x float>, ptr %49, align 4, !dbg !358
  %51 = extractelement <4 x float> %35, i64 0, !dbg !358
  %52 = extractelement <4 x float> %35, i64 1, !dbg !358
  %53 = extractelement <4 x float> %35, i64 2, !dbg !358
  %54 = extractelement <4 x float> %35, i64 3, !dbg !358
  %55 = extractelement <4 x float> %40, i64 0, !dbg !358
  %56 = extractelement <4 x float> %40, i64 1, !dbg !358
  %57 = extractelement <4 x float> %40, i64 2, !dbg !358
  %58 = extractelement <4 x float> %40, i64 3, !dbg !358
  %59 = extractelement <4 x float> %45, i64 0, !dbg !358
  %60 = extractelement <4 x float> %45, i64 1, !dbg !358
  %61 = extractelement <4 x float> %45, i64 2, !dbg !358
  %62 = extractelement <4 x float> %45, i64 3, !dbg !358
  %63 = extractelement <4 x float> %50, i64 0, !dbg !358
  %64 = extractelement <4 x float> %50, i64 1, !dbg !358
  %65 = extractelement <4 x float> %50, i64 2, !dbg !358
  %66 = extractelement <4 x float> %50, i64 3, !dbg !358
  %67 = insertelement <16 x float> poison, float %51, i64 0
  %68 = insertelement <16 x float> %67, float %52, i64 1
  %69 = insertelement <16 x float> %68, float %53, i64 2
  %70 = insertelement <16 x float> %69, float %54, i64 3
  %71 = insertelement <16 x float> %70, float %55, i64 4
  %72 = insertelement <16 x float> %71, float %56, i64 5
  %73 = insertelement <16 x float> %72, float %57, i64 6
  %74 = insertelement <16 x float> %73, float %58, i64 7
  %75 = insertelement <16 x float> %74, float %59, i64 8
  %76 = insertelement <16 x float> %75, float %60, i64 9
  %77 = insertelement <16 x float> %76, float %61, i64 10
  %78 = insertelement <16 x float> %77, float %62, i64 11
  %79 = insertelement <16 x float> %78, float %63, i64 12
  %80 = insertelement <16 x float> %79, float %64, i64 13
  %81 = insertelement <16 x float> %80, float %65, i64 14
  %82 = insertelement <16 x float> %81, float %66, i64 15
  %83 = shufflevector <16 x float> %82, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %84 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %85 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %86 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %87 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %88 = add nuw nsw i64 0, %28
  %89 = getelementptr inbounds nuw float, ptr %9, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = insertelement <4 x float> poison, float %90, i32 0
  %92 = shufflevector <4 x float> %91, <4 x float> poison, <4 x i32> zeroinitializer
  %93 = extractvalue [8 x <4 x float>] %29, 0
  %94 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %84, <4 x float> %93)
  %95 = add nuw nsw i64 32, %28
  %96 = getelementptr inbounds nuw float, ptr %9, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = insertelement <4 x float> poison, float %97, i32 0
  %99 = shufflevector <4 x float> %98, <4 x float> poison, <4 x i32> zeroinitializer
  %100 = extractvalue [8 x <4 x float>] %29, 1
  %101 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %99, <4 x float> %84, <4 x float> %100)
  %102 = add nuw nsw i64 64, %28
  %103 = getelementptr inbounds nuw float, ptr %9, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = insertelement <4 x float> poison, float %104, i32 0
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <4 x i32> zeroinitializer
  %107 = extractvalue [8 x <4 x float>] %29, 2
  %108 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %106, <4 x float> %84, <4 x float> %107)
  %109 = add nuw nsw i64 96, %28
  %110 = getelementptr inbounds nuw float, ptr %9, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = insertelement <4 x float> poison, float %111, i32 0
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer
  %114 = extractvalue [8 x <4 x float>] %29, 3
  %115 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %84, <4 x float> %114)
  %116 = add nuw nsw i64 128, %28
  %117 = getelementptr inbounds nuw float, ptr %9, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = insertelement <4 x float> poison, float %118, i32 0
  %120 = shufflevector <4 x float> %119, <4 x float> poison, <4 x i32> zeroinitializer
  %121 = extractvalue [8 x <4 x float>] %29, 4
  %122 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %120, <4 x float> %84, <4 x float> %121)
  %123 = add nuw nsw i64 160, %28
  %124 = getelementptr inbounds nuw float, ptr %9, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = insertelement <4 x float> poison, float %125, i32 0
  %127 = shufflevector <4 x float> %126, <4 x float> poison, <4 x i32> zeroinitializer
  %128 = extractvalue [8 x <4 x float>] %29, 5
  %129 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %127, <4 x float> %84, <4 x float> %128)
  %130 = add nuw nsw i64 192, %28
  %131 = getelementptr inbounds nuw float, ptr %9, i64 %130
  %132 = load float, ptr %131, align 4
  %133 = insertelement <4 x float> poison, float %132, i32 0
  %134 = shufflevector <4 x float> %133, <4 x float> poison, <4 x i32> zeroinitializer
  %135 = extractvalue [8 x <4 x float>] %29, 6
  %136 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %134, <4 x float> %84, <4 x float> %135)
  %137 = add nuw nsw i64 224, %28
  %138 = getelementptr inbounds nuw float, ptr %9, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = insertelement <4 x float> poison, float %139, i32 0
  %141 = shufflevector <4 x float> %140, <4 x float> poison, <4 x i32> zeroinitializer
  %142 = extractvalue [8 x <4 x float>] %29, 7
  %143 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %141, <4 x float> %84, <4 x float> %142)
  %144 = add i64 %28, 1
  %145 = add nuw nsw i64 0, %144
  %146 = getelementptr inbounds nuw float, ptr %9, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = insertelement <4 x float> poison, float %147, i32 0
  %149 = shufflevector <4 x float> %148, <4 x float> poison, <4 x i32> zeroinitializer
  %150 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %149, <4 x float> %85, <4 x float> %94)
  %151 = add nuw nsw i64 32, %144
  %152 = getelementptr inbounds nuw float, ptr %9, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = insertelement <4 x float> poison, float %153, i32 0
  %155 = shufflevector <4 x float> %154, <4 x float> poison, <4 x i32> zeroinitializer
  %156 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %155, <4 x float> %85, <4 x float> %101)
  %157 = add nuw nsw i64 64, %144
  %158 = getelementptr inbounds nuw float, ptr %9, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = insertelement <4 x float> poison, float %159, i32 0
  %161 = shufflevector <4 x float> %160, <4 x float> poison, <4 x i32> zeroinitializer
  %162 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %161, <4 x float> %85, <4 x float> %108)
  %163 = add nuw nsw i64 96, %144
  %164 = getelementptr inbounds nuw float, ptr %9, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = insertelement <4 x float> poison, float %165, i32 0
  %167 = shufflevector <4 x float> %166, <4 x float> poison, <4 x i32> zeroinitializer
  %168 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> %85, <4 x float> %115)
  %169 = add nuw nsw i64 128, %144
  %170 = getelementptr inbounds nuw float, ptr %9, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = insertelement <4 x float> poison, float %171, i32 0
  %173 = shufflevector <4 x float> %172, <4 x float> poison, <4 x i32> zeroinitializer
  %174 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %173, <4 x float> %85, <4 x float> %122)
  %175 = add nuw nsw i64 160, %144
  %176 = getelementptr inbounds nuw float, ptr %9, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = insertelement <4 x float> poison, float %177, i32 0
  %179 = shufflevector <4 x float> %178, <4 x float> poison, <4 x i32> zeroinitializer
  %180 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %179, <4 x float> %85, <4 x float> %129)
  %181 = add nuw nsw i64 192, %144
  %182 = getelementptr inbounds nuw float, ptr %9, i64 %181
  %183 = load float, ptr %182, align 4
  %184 = insertelement <4 x float> poison, float %183, i32 0
  %185 = shufflevector <4 x float> %184, <4 x float> poison, <4 x i32> zeroinitializer
  %186 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %185, <4 x float> %85, <4 x float> %136)
  %187 = add nuw nsw i64 224, %144
  %188 = getelementptr inbounds nuw float, ptr %9, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = insertelement <4 x float> poison, float %189, i32 0
  %191 = shufflevector <4 x float> %190, <4 x float> poison, <4 x i32> zeroinitializer
  %192 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %191, <4 x float> %85, <4 x float> %143)
  %193 = add i64 %28, 2
  %194 = add nuw nsw i64 0, %193
  %195 = getelementptr inbounds nuw float, ptr %9, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = insertelement <4 x float> poison, float %196, i32 0
  %198 = shufflevector <4 x float> %197, <4 x float> poison, <4 x i32> zeroinitializer
  %199 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %198, <4 x float> %86, <4 x float> %150)
  %200 = add nuw nsw i64 32, %193
  %201 = getelementptr inbounds nuw float, ptr %9, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = insertelement <4 x float> poison, float %202, i32 0
  %204 = shufflevector <4 x float> %203, <4 x float> poison, <4 x i32> zeroinitializer
  %205 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %204, <4 x float> %86, <4 x float> %156)
  %206 = add nuw nsw i64 64, %193
  %207 = getelementptr inbounds nuw float, ptr %9, i64 %206
  %208 = load float, ptr %207, align 4
  %209 = insertelement <4 x float> poison, float %208, i32 0
  %210 = shufflevector <4 x float> %209, <4 x float> poison, <4 x i32> zeroinitializer
  %211 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %210, <4 x float> %86, <4 x float> %162)
  %212 = add nuw nsw i64 96, %193
  %213 = getelementptr inbounds nuw float, ptr %9, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = insertelement <4 x float> poison, float %214, i32 0
  %216 = shufflevector <4 x float> %215, <4 x float> poison, <4 x i32> zeroinitializer
  %217 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %216, <4 x float> %86, <4 x float> %168)
  %218 = add nuw nsw i64 128, %193
  %219 = getelementptr inbounds nuw float, ptr %9, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = insertelement <4 x float> poison, float %220, i32 0
  %222 = shufflevector <4 x float> %221, <4 x float> poison, <4 x i32> zeroinitializer
  %223 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %222, <4 x float> %86, <4 x float> %174)
  %224 = add nuw nsw i64 160, %193
  %225 = getelementptr inbounds nuw float, ptr %9, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = insertelement <4 x float> poison, float %226, i32 0
  %228 = shufflevector <4 x float> %227, <4 x float> poison, <4 x i32> zeroinitializer
  %229 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %228, <4 x float> %86, <4 x float> %180)
  %230 = add nuw nsw i64 192, %193
  %231 = getelementptr inbounds nuw float, ptr %9, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = insertelement <4 x float> poison, float %232, i32 0
  %234 = shufflevector <4 x float> %233, <4 x float> poison, <4 x i32> zeroinitializer
  %235 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %234, <4 x float> %86, <4 x float> %186)
  %236 = add nuw nsw i64 224, %193
  %237 = getelementptr inbounds nuw float, ptr %9, i64 %236
  %238 = load float, ptr %237, align 4
  %239 = insertelement <4 x float> poison, float %238, i32 0
  %240 = shufflevector <4 x float> %239, <4 x float> poison, <4 x i32> zeroinitializer
  %241 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %240, <4 x float> %86, <4 x float> %192)
  %242 = add i64 %28, 3
  %243 = add nuw nsw i64 0, %242
  %244 = getelementptr inbounds nuw float, ptr %9, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = insertelement <4 x float> poison, float %245, i32 0
  %247 = shufflevector <4 x float> %246, <4 x float> poison, <4 x i32> zeroinitializer
  %248 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %247, <4 x float> %87, <4 x float> %199)
  %249 = add nuw nsw i64 32, %242
  %250 = getelementptr inbounds nuw float, ptr %9, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = insertelement <4 x float> poison, float %251, i32 0
  %253 = shufflevector <4 x float> %252, <4 x float> poison, <4 x i32> zeroinitializer
  %254 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %253, <4 x float> %87, <4 x float> %205)
  %255 = add nuw nsw i64 64, %242
  %256 = getelementptr inbounds nuw float, ptr %9, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = insertelement <4 x float> poison, float %257, i32 0
  %259 = shufflevector <4 x float> %258, <4 x float> poison, <4 x i32> zeroinitializer
  %260 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %259, <4 x float> %87, <4 x float> %211)
  %261 = add nuw nsw i64 96, %242
  %262 = getelementptr inbounds nuw float, ptr %9, i64 %261
  %263 = load float, ptr %262, align 4
  %264 = insertelement <4 x float> poison, float %263, i32 0
  %265 = shufflevector <4 x float> %264, <4 x float> poison, <4 x i32> zeroinitializer
  %266 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %265, <4 x float> %87, <4 x float> %217)
  %267 = add nuw nsw i64 128, %242
  %268 = getelementptr inbounds nuw float, ptr %9, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = insertelement <4 x float> poison, float %269, i32 0
  %271 = shufflevector <4 x float> %270, <4 x float> poison, <4 x i32> zeroinitializer
  %272 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %271, <4 x float> %87, <4 x float> %223)
  %273 = add nuw nsw i64 160, %242
  %274 = getelementptr inbounds nuw float, ptr %9, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = insertelement <4 x float> poison, float %275, i32 0
  %277 = shufflevector <4 x float> %276, <4 x float> poison, <4 x i32> zeroinitializer
  %278 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %277, <4 x float> %87, <4 x float> %229)
  %279 = add nuw nsw i64 192, %242
  %280 = getelementptr inbounds nuw float, ptr %9, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = insertelement <4 x float> poison, float %281, i32 0
  %283 = shufflevector <4 x float> %282, <4 x float> poison, <4 x i32> zeroinitializer
  %284 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %283, <4 x float> %87, <4 x float> %235)
  %285 = add nuw nsw i64 224, %242
  %286 = getelementptr inbounds nuw float, ptr %9, i64 %285
  %287 = load float, ptr %286, align 4
  %288 = insertelement <4 x float> poison, float %287, i32 0
  %289 = shufflevector <4 x float> %288, <4 x float> poison, <4 x i32> zeroinitializer
  %290 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %289, <4 x float> %87, <4 x float> %241)
  %291 = insertvalue [8 x <4 x float>] poison, <4 x float> %248, 0
  %292 = insertvalue [8 x <4 x float>] %291, <4 x float> %254, 1
  %293 = insertvalue [8 x <4 x float>] %292, <4 x float> %260, 2
  %294 = insertvalue [8 x <4 x float>] %293, <4 x float> %266, 3
  %295 = insertvalue [8 x <4 x float>] %294, <4 x float> %272, 4
  %296 = insertvalue [8 x <4 x float>] %295, <4 x float> %278, 5
  %297 = insertvalue [8 x <4 x float>] %296, <4 x float> %284, 6
  %298 = insertvalue [8 x <4 x float>] %297, <4 x float> %290, 7
  %299 = add i64 %28, 4, !dbg !358
  br label %27, !dbg !358

300:                                              ; preds = %27
  %301 = add i64 0, %25, !dbg !360
  %302 = getelementptr float, ptr %18, i64 %301, !dbg !360
  %303 = load <4 x float>, ptr %302, align 4, !dbg !360
  %304 = add i64 64, %25, !dbg !360
  %305 = getelementptr float, ptr %18, i64 %304, !dbg !360
  %306 = load <4 x float>, ptr %305, align 4, !dbg !360
  %307 = add i64 128, %25, !dbg !360
  %308 = getelementptr float, ptr %18, i64 %307, !dbg !360
  %309 = load <4 x float>, ptr %308, align 4, !dbg !360
  %310 = add i64 192, %25, !dbg !360
  %311 = getelementptr float, ptr %18, i64 %310, !dbg !360
  %312 = load <4 x float>, ptr %311, align 4, !dbg !360
  %313 = add i64 256, %25, !dbg !360
  %314 = getelementptr float, ptr %18, i64 %313, !dbg !360
  %315 = load <4 x float>, ptr %314, align 4, !dbg !360
  %316 = add i64 320, %25, !dbg !360
  %317 = getelementptr float, ptr %18, i64 %316, !dbg !360
  %318 = load <4 x float>, ptr %317, align 4, !dbg !360
  %319 = add i64 384, %25, !dbg !360
  %320 = getelementptr float, ptr %18, i64 %319, !dbg !360
  %321 = load <4 x float>, ptr %320, align 4, !dbg !360
  %322 = add i64 448, %25, !dbg !360
  %323 = getelementptr float, ptr %18, i64 %322, !dbg !360
  %324 = load <4 x float>, ptr %323, align 4, !dbg !360
  %325 = extractvalue [8 x <4 x float>] %29, 0, !dbg !361
  %326 = fneg contract <4 x float> %325, !dbg !361
  %327 = extractvalue [8 x <4 x float>] %29, 1, !dbg !361
  %328 = fneg contract <4 x float> %327, !dbg !361
  %329 = extractvalue [8 x <4 x float>] %29, 2, !dbg !361
  %330 = fneg contract <4 x float> %329, !dbg !361
  %331 = extractvalue [8 x <4 x float>] %29, 3, !dbg !361
  %332 = fneg contract <4 x float> %331, !dbg !361
  %333 = extractvalue [8 x <4 x float>] %29, 4, !dbg !361
  %334 = fneg contract <4 x float> %333, !dbg !361
  %335 = extractvalue [8 x <4 x float>] %29, 5, !dbg !361
  %336 = fneg contract <4 x float> %335, !dbg !361
  %337 = extractvalue [8 x <4 x float>] %29, 6, !dbg !361
  %338 = fneg contract <4 x float> %337, !dbg !361
  %339 = extractvalue [8 x <4 x float>] %29, 7, !dbg !361
  %340 = fneg contract <4 x float> %339, !dbg !361
  %341 = fcmp uge <4 x float> %326, splat (float -8.780000e+01), !dbg !362
  %342 = fcmp uge <4 x float> %328, splat (float -8.780000e+01), !dbg !362
  %343 = fcmp uge <4 x float> %330, splat (float -8.780000e+01), !dbg !362
  %344 = fcmp uge <4 x float> %332, splat (float -8.780000e+01), !dbg !362
  %345 = fcmp uge <4 x float> %334, splat (float -8.780000e+01), !dbg !362
  %346 = fcmp uge <4 x float> %336, splat (float -8.780000e+01), !dbg !362
  %347 = fcmp uge <4 x float> %338, splat (float -8.780000e+01), !dbg !362
  %348 = fcmp uge <4 x float> %340, splat (float -8.780000e+01), !dbg !362
  %349 = select <4 x i1> %341, <4 x float> %326, <4 x float> splat (float -8.780000e+01), !dbg !362
  %350 = select <4 x i1> %342, <4 x float> %328, <4 x float> splat (float -8.780000e+01), !dbg !362
  %351 = select <4 x i1> %343, <4 x float> %330, <4 x float> splat (float -8.780000e+01), !dbg !362
  %352 = select <4 x i1> %344, <4 x float> %332, <4 x float> splat (float -8.780000e+01), !dbg !362
  %353 = select <4 x i1> %345, <4 x float> %334, <4 x float> splat (float -8.780000e+01), !dbg !362
  %354 = select <4 x i1> %346, <4 x float> %336, <4 x float> splat (float -8.780000e+01), !dbg !362
  %355 = select <4 x i1> %347, <4 x float> %338, <4 x float> splat (float -8.780000e+01), !dbg !362
  %356 = select <4 x i1> %348, <4 x float> %340, <4 x float> splat (float -8.780000e+01), !dbg !362
  %357 = fcmp ule <4 x float> %349, splat (float 8.880000e+01), !dbg !362
  %358 = fcmp ule <4 x float> %350, splat (float 8.880000e+01), !dbg !362
  %359 = fcmp ule <4 x float> %351, splat (float 8.880000e+01), !dbg !362
  %360 = fcmp ule <4 x float> %352, splat (float 8.880000e+01), !dbg !362
  %361 = fcmp ule <4 x float> %353, splat (float 8.880000e+01), !dbg !362
  %362 = fcmp ule <4 x float> %354, splat (float 8.880000e+01), !dbg !362
  %363 = fcmp ule <4 x float> %355, splat (float 8.880000e+01), !dbg !362
  %364 = fcmp ule <4 x float> %356, splat (float 8.880000e+01), !dbg !362
  %365 = select <4 x i1> %357, <4 x float> %349, <4 x float> splat (float 8.880000e+01), !dbg !362
  %366 = select <4 x i1> %358, <4 x float> %350, <4 x float> splat (float 8.880000e+01), !dbg !362
  %367 = select <4 x i1> %359, <4 x float> %351, <4 x float> splat (float 8.880000e+01), !dbg !362
  %368 = select <4 x i1> %360, <4 x float> %352, <4 x float> splat (float 8.880000e+01), !dbg !362
  %369 = select <4 x i1> %361, <4 x float> %353, <4 x float> splat (float 8.880000e+01), !dbg !362
  %370 = select <4 x i1> %362, <4 x float> %354, <4 x float> splat (float 8.880000e+01), !dbg !362
  %371 = select <4 x i1> %363, <4 x float> %355, <4 x float> splat (float 8.880000e+01), !dbg !362
  %372 = select <4 x i1> %364, <4 x float> %356, <4 x float> splat (float 8.880000e+01), !dbg !362
  %373 = call <4 x float> @llvm.fma.v4f32(<4 x float> %365, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !362
  %374 = call <4 x float> @llvm.fma.v4f32(<4 x float> %366, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !362
  %375 = call <4 x float> @llvm.fma.v4f32(<4 x float> %367, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !362
  %376 = call <4 x float> @llvm.fma.v4f32(<4 x float> %368, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !362
  %377 = call <4 x float> @llvm.fma.v4f32(<4 x float> %369, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !362
  %378 = call <4 x float> @llvm.fma.v4f32(<4 x float> %370, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !362
  %379 = call <4 x float> @llvm.fma.v4f32(<4 x float> %371, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !362
  %380 = call <4 x float> @llvm.fma.v4f32(<4 x float> %372, <4 x float> splat (float f0x3FB8AA3B), <4 x float> splat (float 5.000000e-01)), !dbg !362
  %381 = call <4 x float> @llvm.floor.v4f32(<4 x float> %373), !dbg !362
  %382 = call <4 x float> @llvm.floor.v4f32(<4 x float> %374), !dbg !362
  %383 = call <4 x float> @llvm.floor.v4f32(<4 x float> %375), !dbg !362
  %384 = call <4 x float> @llvm.floor.v4f32(<4 x float> %376), !dbg !362
  %385 = call <4 x float> @llvm.floor.v4f32(<4 x float> %377), !dbg !362
  %386 = call <4 x float> @llvm.floor.v4f32(<4 x float> %378), !dbg !362
  %387 = call <4 x float> @llvm.floor.v4f32(<4 x float> %379), !dbg !362
  %388 = call <4 x float> @llvm.floor.v4f32(<4 x float> %380), !dbg !362
  %389 = fcmp uge <4 x float> %381, splat (float -1.270000e+02), !dbg !362
  %390 = fcmp uge <4 x float> %382, splat (float -1.270000e+02), !dbg !362
  %391 = fcmp uge <4 x float> %383, splat (float -1.270000e+02), !dbg !362
  %392 = fcmp uge <4 x float> %384, splat (float -1.270000e+02), !dbg !362
  %393 = fcmp uge <4 x float> %385, splat (float -1.270000e+02), !dbg !362
  %394 = fcmp uge <4 x float> %386, splat (float -1.270000e+02), !dbg !362
  %395 = fcmp uge <4 x float> %387, splat (float -1.270000e+02), !dbg !362
  %396 = fcmp uge <4 x float> %388, splat (float -1.270000e+02), !dbg !362
  %397 = select <4 x i1> %389, <4 x float> %381, <4 x float> splat (float -1.270000e+02), !dbg !362
  %398 = select <4 x i1> %390, <4 x float> %382, <4 x float> splat (float -1.270000e+02), !dbg !362
  %399 = select <4 x i1> %391, <4 x float> %383, <4 x float> splat (float -1.270000e+02), !dbg !362
  %400 = select <4 x i1> %392, <4 x float> %384, <4 x float> splat (float -1.270000e+02), !dbg !362
  %401 = select <4 x i1> %393, <4 x float> %385, <4 x float> splat (float -1.270000e+02), !dbg !362
  %402 = select <4 x i1> %394, <4 x float> %386, <4 x float> splat (float -1.270000e+02), !dbg !362
  %403 = select <4 x i1> %395, <4 x float> %387, <4 x float> splat (float -1.270000e+02), !dbg !362
  %404 = select <4 x i1> %396, <4 x float> %388, <4 x float> splat (float -1.270000e+02), !dbg !362
  %405 = fcmp ule <4 x float> %397, splat (float 1.270000e+02), !dbg !362
  %406 = fcmp ule <4 x float> %398, splat (float 1.270000e+02), !dbg !362
  %407 = fcmp ule <4 x float> %399, splat (float 1.270000e+02), !dbg !362
  %408 = fcmp ule <4 x float> %400, splat (float 1.270000e+02), !dbg !362
  %409 = fcmp ule <4 x float> %401, splat (float 1.270000e+02), !dbg !362
  %410 = fcmp ule <4 x float> %402, splat (float 1.270000e+02), !dbg !362
  %411 = fcmp ule <4 x float> %403, splat (float 1.270000e+02), !dbg !362
  %412 = fcmp ule <4 x float> %404, splat (float 1.270000e+02), !dbg !362
  %413 = select <4 x i1> %405, <4 x float> %397, <4 x float> splat (float 1.270000e+02), !dbg !362
  %414 = select <4 x i1> %406, <4 x float> %398, <4 x float> splat (float 1.270000e+02), !dbg !362
  %415 = select <4 x i1> %407, <4 x float> %399, <4 x float> splat (float 1.270000e+02), !dbg !362
  %416 = select <4 x i1> %408, <4 x float> %400, <4 x float> splat (float 1.270000e+02), !dbg !362
  %417 = select <4 x i1> %409, <4 x float> %401, <4 x float> splat (float 1.270000e+02), !dbg !362
  %418 = select <4 x i1> %410, <4 x float> %402, <4 x float> splat (float 1.270000e+02), !dbg !362
  %419 = select <4 x i1> %411, <4 x float> %403, <4 x float> splat (float 1.270000e+02), !dbg !362
  %420 = select <4 x i1> %412, <4 x float> %404, <4 x float> splat (float 1.270000e+02), !dbg !362
  %421 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %413, <4 x float> %365), !dbg !362
  %422 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %414, <4 x float> %366), !dbg !362
  %423 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %415, <4 x float> %367), !dbg !362
  %424 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %416, <4 x float> %368), !dbg !362
  %425 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %417, <4 x float> %369), !dbg !362
  %426 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %418, <4 x float> %370), !dbg !362
  %427 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %419, <4 x float> %371), !dbg !362
  %428 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0xBF318000), <4 x float> %420, <4 x float> %372), !dbg !362
  %429 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %413, <4 x float> %421), !dbg !362
  %430 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %414, <4 x float> %422), !dbg !362
  %431 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %415, <4 x float> %423), !dbg !362
  %432 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %416, <4 x float> %424), !dbg !362
  %433 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %417, <4 x float> %425), !dbg !362
  %434 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %418, <4 x float> %426), !dbg !362
  %435 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %419, <4 x float> %427), !dbg !362
  %436 = call <4 x float> @llvm.fma.v4f32(<4 x float> splat (float f0x395E8083), <4 x float> %420, <4 x float> %428), !dbg !362
  %437 = call <4 x float> @llvm.fma.v4f32(<4 x float> %429, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !362
  %438 = call <4 x float> @llvm.fma.v4f32(<4 x float> %430, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !362
  %439 = call <4 x float> @llvm.fma.v4f32(<4 x float> %431, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !362
  %440 = call <4 x float> @llvm.fma.v4f32(<4 x float> %432, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !362
  %441 = call <4 x float> @llvm.fma.v4f32(<4 x float> %433, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !362
  %442 = call <4 x float> @llvm.fma.v4f32(<4 x float> %434, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !362
  %443 = call <4 x float> @llvm.fma.v4f32(<4 x float> %435, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !362
  %444 = call <4 x float> @llvm.fma.v4f32(<4 x float> %436, <4 x float> splat (float f0x39506967), <4 x float> splat (float f0x3AB743CE)), !dbg !362
  %445 = call <4 x float> @llvm.fma.v4f32(<4 x float> %437, <4 x float> %429, <4 x float> splat (float f0x3C088908)), !dbg !362
  %446 = call <4 x float> @llvm.fma.v4f32(<4 x float> %438, <4 x float> %430, <4 x float> splat (float f0x3C088908)), !dbg !362
  %447 = call <4 x float> @llvm.fma.v4f32(<4 x float> %439, <4 x float> %431, <4 x float> splat (float f0x3C088908)), !dbg !362
  %448 = call <4 x float> @llvm.fma.v4f32(<4 x float> %440, <4 x float> %432, <4 x float> splat (float f0x3C088908)), !dbg !362
  %449 = call <4 x float> @llvm.fma.v4f32(<4 x float> %441, <4 x float> %433, <4 x float> splat (float f0x3C088908)), !dbg !362
  %450 = call <4 x float> @llvm.fma.v4f32(<4 x float> %442, <4 x float> %434, <4 x float> splat (float f0x3C088908)), !dbg !362
  %451 = call <4 x float> @llvm.fma.v4f32(<4 x float> %443, <4 x float> %435, <4 x float> splat (float f0x3C088908)), !dbg !362
  %452 = call <4 x float> @llvm.fma.v4f32(<4 x float> %444, <4 x float> %436, <4 x float> splat (float f0x3C088908)), !dbg !362
  %453 = call <4 x float> @llvm.fma.v4f32(<4 x float> %445, <4 x float> %429, <4 x float> splat (float f0x3D2AA9C1)), !dbg !362
  %454 = call <4 x float> @llvm.fma.v4f32(<4 x float> %446, <4 x float> %430, <4 x float> splat (float f0x3D2AA9C1)), !dbg !362
  %455 = call <4 x float> @llvm.fma.v4f32(<4 x float> %447, <4 x float> %431, <4 x float> splat (float f0x3D2AA9C1)), !dbg !362
  %456 = call <4 x float> @llvm.fma.v4f32(<4 x float> %448, <4 x float> %432, <4 x float> splat (float f0x3D2AA9C1)), !dbg !362
  %457 = call <4 x float> @llvm.fma.v4f32(<4 x float> %449, <4 x float> %433, <4 x float> splat (float f0x3D2AA9C1)), !dbg !362
  %458 = call <4 x float> @llvm.fma.v4f32(<4 x float> %450, <4 x float> %434, <4 x float> splat (float f0x3D2AA9C1)), !dbg !362
  %459 = call <4 x float> @llvm.fma.v4f32(<4 x float> %451, <4 x float> %435, <4 x float> splat (float f0x3D2AA9C1)), !dbg !362
  %460 = call <4 x float> @llvm.fma.v4f32(<4 x float> %452, <4 x float> %436, <4 x float> splat (float f0x3D2AA9C1)), !dbg !362
  %461 = call <4 x float> @llvm.fma.v4f32(<4 x float> %453, <4 x float> %429, <4 x float> splat (float f0x3E2AAAAA)), !dbg !362
  %462 = call <4 x float> @llvm.fma.v4f32(<4 x float> %454, <4 x float> %430, <4 x float> splat (float f0x3E2AAAAA)), !dbg !362
  %463 = call <4 x float> @llvm.fma.v4f32(<4 x float> %455, <4 x float> %431, <4 x float> splat (float f0x3E2AAAAA)), !dbg !362
  %464 = call <4 x float> @llvm.fma.v4f32(<4 x float> %456, <4 x float> %432, <4 x float> splat (float f0x3E2AAAAA)), !dbg !362
  %465 = call <4 x float> @llvm.fma.v4f32(<4 x float> %457, <4 x float> %433, <4 x float> splat (float f0x3E2AAAAA)), !dbg !362
  %466 = call <4 x float> @llvm.fma.v4f32(<4 x float> %458, <4 x float> %434, <4 x float> splat (float f0x3E2AAAAA)), !dbg !362
  %467 = call <4 x float> @llvm.fma.v4f32(<4 x float> %459, <4 x float> %435, <4 x float> splat (float f0x3E2AAAAA)), !dbg !362
  %468 = call <4 x float> @llvm.fma.v4f32(<4 x float> %460, <4 x float> %436, <4 x float> splat (float f0x3E2AAAAA)), !dbg !362
  %469 = call <4 x float> @llvm.fma.v4f32(<4 x float> %461, <4 x float> %429, <4 x float> splat (float 5.000000e-01)), !dbg !362
  %470 = call <4 x float> @llvm.fma.v4f32(<4 x float> %462, <4 x float> %430, <4 x float> splat (float 5.000000e-01)), !dbg !362
  %471 = call <4 x float> @llvm.fma.v4f32(<4 x float> %463, <4 x float> %431, <4 x float> splat (float 5.000000e-01)), !dbg !362
  %472 = call <4 x float> @llvm.fma.v4f32(<4 x float> %464, <4 x float> %432, <4 x float> splat (float 5.000000e-01)), !dbg !362
  %473 = call <4 x float> @llvm.fma.v4f32(<4 x float> %465, <4 x float> %433, <4 x float> splat (float 5.000000e-01)), !dbg !362
  %474 = call <4 x float> @llvm.fma.v4f32(<4 x float> %466, <4 x float> %434, <4 x float> splat (float 5.000000e-01)), !dbg !362
  %475 = call <4 x float> @llvm.fma.v4f32(<4 x float> %467, <4 x float> %435, <4 x float> splat (float 5.000000e-01)), !dbg !362
  %476 = call <4 x float> @llvm.fma.v4f32(<4 x float> %468, <4 x float> %436, <4 x float> splat (float 5.000000e-01)), !dbg !362
  %477 = fmul contract <4 x float> %429, %429, !dbg !362
  %478 = fmul contract <4 x float> %430, %430, !dbg !362
  %479 = fmul contract <4 x float> %431, %431, !dbg !362
  %480 = fmul contract <4 x float> %432, %432, !dbg !362
  %481 = fmul contract <4 x float> %433, %433, !dbg !362
  %482 = fmul contract <4 x float> %434, %434, !dbg !362
  %483 = fmul contract <4 x float> %435, %435, !dbg !362
  %484 = fmul contract <4 x float> %436, %436, !dbg !362
  %485 = call <4 x float> @llvm.fma.v4f32(<4 x float> %469, <4 x float> %477, <4 x float> %429), !dbg !362
  %486 = call <4 x float> @llvm.fma.v4f32(<4 x float> %470, <4 x float> %478, <4 x float> %430), !dbg !362
  %487 = call <4 x float> @llvm.fma.v4f32(<4 x float> %471, <4 x float> %479, <4 x float> %431), !dbg !362
  %488 = call <4 x float> @llvm.fma.v4f32(<4 x float> %472, <4 x float> %480, <4 x float> %432), !dbg !362
  %489 = call <4 x float> @llvm.fma.v4f32(<4 x float> %473, <4 x float> %481, <4 x float> %433), !dbg !362
  %490 = call <4 x float> @llvm.fma.v4f32(<4 x float> %474, <4 x float> %482, <4 x float> %434), !dbg !362
  %491 = call <4 x float> @llvm.fma.v4f32(<4 x float> %475, <4 x float> %483, <4 x float> %435), !dbg !362
  %492 = call <4 x float> @llvm.fma.v4f32(<4 x float> %476, <4 x float> %484, <4 x float> %436), !dbg !362
  %493 = fadd contract <4 x float> %485, splat (float 1.000000e+00), !dbg !362
  %494 = fadd contract <4 x float> %486, splat (float 1.000000e+00), !dbg !362
  %495 = fadd contract <4 x float> %487, splat (float 1.000000e+00), !dbg !362
  %496 = fadd contract <4 x float> %488, splat (float 1.000000e+00), !dbg !362
  %497 = fadd contract <4 x float> %489, splat (float 1.000000e+00), !dbg !362
  %498 = fadd contract <4 x float> %490, splat (float 1.000000e+00), !dbg !362
  %499 = fadd contract <4 x float> %491, splat (float 1.000000e+00), !dbg !362
  %500 = fadd contract <4 x float> %492, splat (float 1.000000e+00), !dbg !362
  %501 = fptosi <4 x float> %413 to <4 x i32>, !dbg !362
  %502 = fptosi <4 x float> %414 to <4 x i32>, !dbg !362
  %503 = fptosi <4 x float> %415 to <4 x i32>, !dbg !362
  %504 = fptosi <4 x float> %416 to <4 x i32>, !dbg !362
  %505 = fptosi <4 x float> %417 to <4 x i32>, !dbg !362
  %506 = fptosi <4 x float> %418 to <4 x i32>, !dbg !362
  %507 = fptosi <4 x float> %419 to <4 x i32>, !dbg !362
  %508 = fptosi <4 x float> %420 to <4 x i32>, !dbg !362
  %509 = add <4 x i32> %501, splat (i32 127), !dbg !362
  %510 = add <4 x i32> %502, splat (i32 127), !dbg !362
  %511 = add <4 x i32> %503, splat (i32 127), !dbg !362
  %512 = add <4 x i32> %504, splat (i32 127), !dbg !362
  %513 = add <4 x i32> %505, splat (i32 127), !dbg !362
  %514 = add <4 x i32> %506, splat (i32 127), !dbg !362
  %515 = add <4 x i32> %507, splat (i32 127), !dbg !362
  %516 = add <4 x i32> %508, splat (i32 127), !dbg !362
  %517 = shl <4 x i32> %509, splat (i32 23), !dbg !362
  %518 = shl <4 x i32> %510, splat (i32 23), !dbg !362
  %519 = shl <4 x i32> %511, splat (i32 23), !dbg !362
  %520 = shl <4 x i32> %512, splat (i32 23), !dbg !362
  %521 = shl <4 x i32> %513, splat (i32 23), !dbg !362
  %522 = shl <4 x i32> %514, splat (i32 23), !dbg !362
  %523 = shl <4 x i32> %515, splat (i32 23), !dbg !362
  %524 = shl <4 x i32> %516, splat (i32 23), !dbg !362
  %525 = bitcast <4 x i32> %517 to <4 x float>, !dbg !362
  %526 = bitcast <4 x i32> %518 to <4 x float>, !dbg !362
  %527 = bitcast <4 x i32> %519 to <4 x float>, !dbg !362
  %528 = bitcast <4 x i32> %520 to <4 x float>, !dbg !362
  %529 = bitcast <4 x i32> %521 to <4 x float>, !dbg !362
  %530 = bitcast <4 x i32> %522 to <4 x float>, !dbg !362
  %531 = bitcast <4 x i32> %523 to <4 x float>, !dbg !362
  %532 = bitcast <4 x i32> %524 to <4 x float>, !dbg !362
  %533 = fmul contract <4 x float> %493, %525, !dbg !362
  %534 = fmul contract <4 x float> %494, %526, !dbg !362
  %535 = fmul contract <4 x float> %495, %527, !dbg !362
  %536 = fmul contract <4 x float> %496, %528, !dbg !362
  %537 = fmul contract <4 x float> %497, %529, !dbg !362
  %538 = fmul contract <4 x float> %498, %530, !dbg !362
  %539 = fmul contract <4 x float> %499, %531, !dbg !362
  %540 = fmul contract <4 x float> %500, %532, !dbg !362
  %541 = fadd contract <4 x float> %533, splat (float 1.000000e+00), !dbg !363
  %542 = fadd contract <4 x float> %534, splat (float 1.000000e+00), !dbg !363
  %543 = fadd contract <4 x float> %535, splat (float 1.000000e+00), !dbg !363
  %544 = fadd contract <4 x float> %536, splat (float 1.000000e+00), !dbg !363
  %545 = fadd contract <4 x float> %537, splat (float 1.000000e+00), !dbg !363
  %546 = fadd contract <4 x float> %538, splat (float 1.000000e+00), !dbg !363
  %547 = fadd contract <4 x float> %539, splat (float 1.000000e+00), !dbg !363
  %548 = fadd contract <4 x float> %540, splat (float 1.000000e+00), !dbg !363
  %549 = fdiv <4 x float> splat (float 1.000000e+00), %541, !dbg !364
  %550 = fdiv <4 x float> splat (float 1.000000e+00), %542, !dbg !364
  %551 = fdiv <4 x float> splat (float 1.000000e+00), %543, !dbg !364
  %552 = fdiv <4 x float> splat (float 1.000000e+00), %544, !dbg !364
  %553 = fdiv <4 x float> splat (float 1.000000e+00), %545, !dbg !364
  %554 = fdiv <4 x float> splat (float 1.000000e+00), %546, !dbg !364
  %555 = fdiv <4 x float> splat (float 1.000000e+00), %547, !dbg !364
  %556 = fdiv <4 x float> splat (float 1.000000e+00), %548, !dbg !364
  %557 = fmul contract <4 x float> %325, %549, !dbg !365
  %558 = fmul contract <4 x float> %327, %550, !dbg !365
  %559 = fmul contract <4 x float> %329, %551, !dbg !365
  %560 = fmul contract <4 x float> %331, %552, !dbg !365
  %561 = fmul contract <4 x float> %333, %553, !dbg !365
  %562 = fmul contract <4 x float> %335, %554, !dbg !365
  %563 = fmul contract <4 x float> %337, %555, !dbg !365
  %564 = fmul contract <4 x float> %339, %556, !dbg !365
  %565 = fmul contract <4 x float> %557, %303, !dbg !366
  %566 = fmul contract <4 x float> %558, %306, !dbg !366
  %567 = fmul contract <4 x float> %559, %309, !dbg !366
  %568 = fmul contract <4 x float> %560, %312, !dbg !366
  %569 = fmul contract <4 x float> %561, %315, !dbg !366
  %570 = fmul contract <4 x float> %562, %318, !dbg !366
  %571 = fmul contract <4 x float> %563, %321, !dbg !366
  %572 = fmul contract <4 x float> %564, %324, !dbg !366
  %573 = getelementptr float, ptr %23, i64 %301, !dbg !358
  store <4 x float> %565, ptr %573, align 4, !dbg !358
  %574 = getelementptr float, ptr %23, i64 %304, !dbg !358
  store <4 x float> %566, ptr %574, align 4, !dbg !358
  %575 = getelementptr float, ptr %23, i64 %307, !dbg !358
  store <4 x float> %567, ptr %575, align 4, !dbg !358
  %576 = getelementptr float, ptr %23, i64 %310, !dbg !358
  store <4 x float> %568, ptr %576, align 4, !dbg !358
  %577 = getelementptr float, ptr %23, i64 %313, !dbg !358
  store <4 x float> %569, ptr %577, align 4, !dbg !358
  %578 = getelementptr float, ptr %23, i64 %316, !dbg !358
  store <4 x float> %570, ptr %578, align 4, !dbg !358
  %579 = getelementptr float, ptr %23, i64 %319, !dbg !358
  store <4 x float> %571, ptr %579, align 4, !dbg !358
  %580 = getelementptr float, ptr %23, i64 %322, !dbg !358
  store <4 x float> %572, ptr %580, align 4, !dbg !358
  %581 = add i64 %25, 4, !dbg !358
  br label %24, !dbg !358

582:                                              ; preds = %24
  ret i32 0, !dbg !359
}

define internal i32 @main_dispatch_16_matmul_8x32x64_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !146 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !367
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 9, !dbg !367
  %6 = load i32, ptr %5, align 4, !dbg !367
  %7 = zext i32 %6 to i64, !dbg !368
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !369
  %9 = load ptr, ptr %8, align 8, !dbg !369
  %10 = getelementptr i8, ptr %9, i32 4096, !dbg !369
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 64) ], !dbg !369
  %11 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !370
  %12 = extractvalue %iree_hal_executable_dispatch_state_v0_t %11, 10, !dbg !370
  %13 = getelementptr ptr, ptr %12, i32 1, !dbg !370
  %14 = load ptr, ptr %13, align 8, !dbg !370
  %15 = getelementptr i8, ptr %14, i64 %7, !dbg !370
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !370
  %16 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !371
  %17 = extractvalue %iree_hal_executable_dispatch_state_v0_t %16, 10, !dbg !371
  %18 = load ptr, ptr %17, align 8, !dbg !371
  %19 = getelementptr i8, ptr %18, i32 1024, !dbg !371
  call void @llvm.assume(i1 true) [ "align"(ptr %19, i64 64) ], !dbg !371
  %20 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !372
  %21 = extractvalue %iree_hal_executable_dispatch_state_v0_t %20, 10, !dbg !372
  %22 = getelementptr ptr, ptr %21, i32 2, !dbg !372
  %23 = load ptr, ptr %22, align 8, !dbg !372
  call void @llvm.assume(i1 true) [ "align"(ptr %23, i64 64) ], !dbg !372
  br label %24, !dbg !373

24:                                               ; preds = %300, %3
  %25 = phi i64 [ %349, %300 ], [ 0, %3 ], !dbg !373
  %26 = icmp slt i64 %25, 32, !dbg !373
  br i1 %26, label %27, label %350, !dbg !373

27:                                               ; preds = %31, %24
  %28 = phi i64 [ %299, %31 ], [ 0, %24 ], !dbg !373
  %29 = phi [8 x <4 x float>] [ %298, %31 ], [ zeroinitializer, %24 ], !dbg !373
  %30 = icmp slt i64 %28, 64, !dbg !373
  br i1 %30, label %31, label %300, !dbg !373

31:                                               ; preds = %27
  %32 = mul i64 %25, 64, !dbg !373
  %33 = add i64 %32, %28, !dbg !373
  %34 = getelementptr float, ptr %15, i64 %33, !dbg !373
  %35 = load <4 x float>, ptr %34, align 4, !dbg !373
  %36 = add i64 %25, 1, !dbg !373
  %37 = mul i64 %36, 64, !dbg !373
  %38 = add i64 %37, %28, !dbg !373
  %39 = getelementptr float, ptr %15, i64 %38, !dbg !373
  %40 = load <4 x float>, ptr %39, align 4, !dbg !373
  %41 = add i64 %25, 2, !dbg !373
  %42 = mul i64 %41, 64, !dbg !373
  %43 = add i64 %42, %28, !dbg !373
  %44 = getelementptr float, ptr %15, i64 %43, !dbg !373
  %45 = load <4 x float>, ptr %44, align 4, !dbg !373
  %46 = add i64 %25, 3, !dbg !373
  %47 = mul i64 %46, 64, !dbg !373
  %48 = add i64 %47, %28, !dbg !373
  %49 = getelementptr float, ptr %15, i64 %48, !dbg !373
  %50 = load <4 x float>, ptr %49, align 4, !dbg !373
  %51 = extractelement <4 x float> %35, i64 0, !dbg !373
  %52 = extractelement <4 x float> %35, i64 1, !dbg !373
  %53 = extractelement <4 x float> %35, i64 2, !dbg !373
  %54 = extractelement <4 x float> %35, i64 3, !dbg !373
  %55 = extractelement <4 x float> %40, i64 0, !dbg !373
  %56 = extractelement <4 x float> %40, i64 1, !dbg !373
  %57 = extractelement <4 x float> %40, i64 2, !dbg !373
  %58 = extractelement <4 x float> %40, i64 3, !dbg !373
  %59 = extractelement <4 x float> %45, i64 0, !dbg !373
  %60 = extractelement <4 x float> %45, i64 1, !dbg !373
  %61 = extractelement <4 x float> %45, i64 2, !dbg !373
  %62 = extractelement <4 x float> %45, i64 3, !dbg !373
  %63 = extractelement <4 x float> %50, i64 0, !dbg !373
  %64 = extractelement <4 x float> %50, i64 1, !dbg !373
  %65 = extractelement <4 x float> %50, i64 2, !dbg !373
  %66 = extractelement <4 x float> %50, i64 3, !dbg !373
  %67 = insertelement <16 x float> poison, float %51, i64 0
  %68 = insertelement <16 x float> %67, float %52, i64 1
  %69 = insertelement <16 x float> %68, float %53, i64 2
  %70 = insertelement <16 x float> %69, float %54, i64 3
  %71 = insertelement <16 x float> %70, float %55, i64 4
  %72 = insertelement <16 x float> %71, float %56, i64 5
  %73 = insertelement <16 x float> %72, float %57, i64 6
  %74 = insertelement <16 x float> %73, float %58, i64 7
  %75 = insertelement <16 x float> %74, float %59, i64 8
  %76 = insertelement <16 x float> %75, float %60, i64 9
  %77 = insertelement <16 x float> %76, float %61, i64 10
  %78 = insertelement <16 x float> %77, float %62, i64 11
  %79 = insertelement <16 x float> %78, float %63, i64 12
  %80 = insertelement <16 x float> %79, float %64, i64 13
  %81 = insertelement <16 x float> %80, float %65, i64 14
  %82 = insertelement <16 x float> %81, float %66, i64 15
  %83 = shufflevector <16 x float> %82, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %84 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %85 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %86 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %87 = shufflevector <16 x float> %83, <16 x float> %83, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %88 = add nuw nsw i64 0, %28
  %89 = getelementptr inbounds nuw float, ptr %10, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = insertelement <4 x float> poison, float %90, i32 0
  %92 = shufflevector <4 x float> %91, <4 x float> poison, <4 x i32> zeroinitializer
  %93 = extractvalue [8 x <4 x float>] %29, 0
  %94 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %84, <4 x float> %93)
  %95 = add nuw nsw i64 64, %28
  %96 = getelementptr inbounds nuw float, ptr %10, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = insertelement <4 x float> poison, float %97, i32 0
  %99 = shufflevector <4 x float> %98, <4 x float> poison, <4 x i32> zeroinitializer
  %100 = extractvalue [8 x <4 x float>] %29, 1
  %101 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %99, <4 x float> %84, <4 x float> %100)
  %102 = add nuw nsw i64 128, %28
  %103 = getelementptr inbounds nuw float, ptr %10, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = insertelement <4 x float> poison, float %104, i32 0
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <4 x i32> zeroinitializer
  %107 = extractvalue [8 x <4 x float>] %29, 2
  %108 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %106, <4 x float> %84, <4 x float> %107)
  %109 = add nuw nsw i64 192, %28
  %110 = getelementptr inbounds nuw float, ptr %10, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = insertelement <4 x float> poison, float %111, i32 0
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer
  %114 = extractvalue [8 x <4 x float>] %29, 3
  %115 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> %84, <4 x float> %114)
  %116 = add nuw nsw i64 256, %28
  %117 = getelementptr inbounds nuw float, ptr %10, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = insertelement <4 x float> poison, float %118, i32 0
  %120 = shufflevector <4 x float> %119, <4 x float> poison, <4 x i32> zeroinitializer
  %121 = extractvalue [8 x <4 x float>] %29, 4
  %122 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %120, <4 x float> %84, <4 x float> %121)
  %123 = add nuw nsw i64 320, %28
  %124 = getelementptr inbounds nuw float, ptr %10, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = insertelement <4 x float> poison, float %125, i32 0
  %127 = shufflevector <4 x float> %126, <4 x float> poison, <4 x i32> zeroinitializer
  %128 = extractvalue [8 x <4 x float>] %29, 5
  %129 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %127, <4 x float> %84, <4 x float> %128)
  %130 = add nuw nsw i64 384, %28
  %131 = getelementptr inbounds nuw float, ptr %10, i64 %130
  %132 = load float, ptr %131, align 4
  %133 = insertelement <4 x float> poison, float %132, i32 0
  %134 = shufflevector <4 x float> %133, <4 x float> poison, <4 x i32> zeroinitializer
  %135 = extractvalue [8 x <4 x float>] %29, 6
  %136 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %134, <4 x float> %84, <4 x float> %135)
  %137 = add nuw nsw i64 448, %28
  %138 = getelementptr inbounds nuw float, ptr %10, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = insertelement <4 x float> poison, float %139, i32 0
  %141 = shufflevector <4 x float> %140, <4 x float> poison, <4 x i32> zeroinitializer
  %142 = extractvalue [8 x <4 x float>] %29, 7
  %143 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %141, <4 x float> %84, <4 x float> %142)
  %144 = add i64 %28, 1
  %145 = add nuw nsw i64 0, %144
  %146 = getelementptr inbounds nuw float, ptr %10, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = insertelement <4 x float> poison, float %147, i32 0
  %149 = shufflevector <4 x float> %148, <4 x float> poison, <4 x i32> zeroinitializer
  %150 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %149, <4 x float> %85, <4 x float> %94)
  %151 = add nuw nsw i64 64, %144
  %152 = getelementptr inbounds nuw float, ptr %10, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = insertelement <4 x float> poison, float %153, i32 0
  %155 = shufflevector <4 x float> %154, <4 x float> poison, <4 x i32> zeroinitializer
  %156 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %155, <4 x float> %85, <4 x float> %101)
  %157 = add nuw nsw i64 128, %144
  %158 = getelementptr inbounds nuw float, ptr %10, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = insertelement <4 x float> poison, float %159, i32 0
  %161 = shufflevector <4 x float> %160, <4 x float> poison, <4 x i32> zeroinitializer
  %162 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %161, <4 x float> %85, <4 x float> %108)
  %163 = add nuw nsw i64 192, %144
  %164 = getelementptr inbounds nuw float, ptr %10, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = insertelement <4 x float> poison, float %165, i32 0
  %167 = shufflevector <4 x float> %166, <4 x float> poison, <4 x i32> zeroinitializer
  %168 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> %85, <4 x float> %115)
  %169 = add nuw nsw i64 256, %144
  %170 = getelementptr inbounds nuw float, ptr %10, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = insertelement <4 x float> poison, float %171, i32 0
  %173 = shufflevector <4 x float> %172, <4 x float> poison, <4 x i32> zeroinitializer
  %174 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %173, <4 x float> %85, <4 x float> %122)
  %175 = add nuw nsw i64 320, %144
  %176 = getelementptr inbounds nuw float, ptr %10, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = insertelement <4 x float> poison, float %177, i32 0
  %179 = shufflevector <4 x float> %178, <4 x float> poison, <4 x i32> zeroinitializer
  %180 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %179, <4 x float> %85, <4 x float> %129)
  %181 = add nuw nsw i64 384, %144
  %182 = getelementptr inbounds nuw float, ptr %10, i64 %181
  %183 = load float, ptr %182, align 4
  %184 = insertelement <4 x float> poison, float %183, i32 0
  %185 = shufflevector <4 x float> %184, <4 x float> poison, <4 x i32> zeroinitializer
  %186 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %185, <4 x float> %85, <4 x float> %136)
  %187 = add nuw nsw i64 448, %144
  %188 = getelementptr inbounds nuw float, ptr %10, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = insertelement <4 x float> poison, float %189, i32 0
  %191 = shufflevector <4 x float> %190, <4 x float> poison, <4 x i32> zeroinitializer
  %192 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %191, <4 x float> %85, <4 x float> %143)
  %193 = add i64 %28, 2
  %194 = add nuw nsw i64 0, %193
  %195 = getelementptr inbounds nuw float, ptr %10, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = insertelement <4 x float> poison, float %196, i32 0
  %198 = shufflevector <4 x float> %197, <4 x float> poison, <4 x i32> zeroinitializer
  %199 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %198, <4 x float> %86, <4 x float> %150)
  %200 = add nuw nsw i64 64, %193
  %201 = getelementptr inbounds nuw float, ptr %10, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = insertelement <4 x float> poison, float %202, i32 0
  %204 = shufflevector <4 x float> %203, <4 x float> poison, <4 x i32> zeroinitializer
  %205 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %204, <4 x float> %86, <4 x float> %156)
  %206 = add nuw nsw i64 128, %193
  %207 = getelementptr inbounds nuw float, ptr %10, i64 %206
  %208 = load float, ptr %207, align 4
  %209 = insertelement <4 x float> poison, float %208, i32 0
  %210 = shufflevector <4 x float> %209, <4 x float> poison, <4 x i32> zeroinitializer
  %211 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %210, <4 x float> %86, <4 x float> %162)
  %212 = add nuw nsw i64 192, %193
  %213 = getelementptr inbounds nuw float, ptr %10, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = insertelement <4 x float> poison, float %214, i32 0
  %216 = shufflevector <4 x float> %215, <4 x float> poison, <4 x i32> zeroinitializer
  %217 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %216, <4 x float> %86, <4 x float> %168)
  %218 = add nuw nsw i64 256, %193
  %219 = getelementptr inbounds nuw float, ptr %10, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = insertelement <4 x float> poison, float %220, i32 0
  %222 = shufflevector <4 x float> %221, <4 x float> poison, <4 x i32> zeroinitializer
  %223 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %222, <4 x float> %86, <4 x float> %174)
  %224 = add nuw nsw i64 320, %193
  %225 = getelementptr inbounds nuw float, ptr %10, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = insertelement <4 x float> poison, float %226, i32 0
  %228 = shufflevector <4 x float> %227, <4 x float> poison, <4 x i32> zeroinitializer
  %229 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %228, <4 x float> %86, <4 x float> %180)
  %230 = add nuw nsw i64 384, %193
  %231 = getelementptr inbounds nuw float, ptr %10, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = insertelement <4 x float> poison, float %232, i32 0
  %234 = shufflevector <4 x float> %233, <4 x float> poison, <4 x i32> zeroinitializer
  %235 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %234, <4 x float> %86, <4 x float> %186)
  %236 = add nuw nsw i64 448, %193
  %237 = getelementptr inbounds nuw float, ptr %10, i64 %236
  %238 = load float, ptr %237, align 4
  %239 = insertelement <4 x float> poison, float %238, i32 0
  %240 = shufflevector <4 x float> %239, <4 x float> poison, <4 x i32> zeroinitializer
  %241 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %240, <4 x float> %86, <4 x float> %192)
  %242 = add i64 %28, 3
  %243 = add nuw nsw i64 0, %242
  %244 = getelementptr inbounds nuw float, ptr %10, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = insertelement <4 x float> poison, float %245, i32 0
  %247 = shufflevector <4 x float> %246, <4 x float> poison, <4 x i32> zeroinitializer
  %248 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %247, <4 x float> %87, <4 x float> %199)
  %249 = add nuw nsw i64 64, %242
  %250 = getelementptr inbounds nuw float, ptr %10, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = insertelement <4 x float> poison, float %251, i32 0
  %253 = shufflevector <4 x float> %252, <4 x float> poison, <4 x i32> zeroinitializer
  %254 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %253, <4 x float> %87, <4 x float> %205)
  %255 = add nuw nsw i64 128, %242
  %256 = getelementptr inbounds nuw float, ptr %10, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = insertelement <4 x float> poison, float %257, i32 0
  %259 = shufflevector <4 x float> %258, <4 x float> poison, <4 x i32> zeroinitializer
  %260 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %259, <4 x float> %87, <4 x float> %211)
  %261 = add nuw nsw i64 192, %242
  %262 = getelementptr inbounds nuw float, ptr %10, i64 %261
  %263 = load float, ptr %262, align 4
  %264 = insertelement <4 x float> poison, float %263, i32 0
  %265 = shufflevector <4 x float> %264, <4 x float> poison, <4 x i32> zeroinitializer
  %266 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %265, <4 x float> %87, <4 x float> %217)
  %267 = add nuw nsw i64 256, %242
  %268 = getelementptr inbounds nuw float, ptr %10, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = insertelement <4 x float> poison, float %269, i32 0
  %271 = shufflevector <4 x float> %270, <4 x float> poison, <4 x i32> zeroinitializer
  %272 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %271, <4 x float> %87, <4 x float> %223)
  %273 = add nuw nsw i64 320, %242
  %274 = getelementptr inbounds nuw float, ptr %10, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = insertelement <4 x float> poison, float %275, i32 0
  %277 = shufflevector <4 x float> %276, <4 x float> poison, <4 x i32> zeroinitializer
  %278 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %277, <4 x float> %87, <4 x float> %229)
  %279 = add nuw nsw i64 384, %242
  %280 = getelementptr inbounds nuw float, ptr %10, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = insertelement <4 x float> poison, float %281, i32 0
  %283 = shufflevector <4 x float> %282, <4 x float> poison, <4 x i32> zeroinitializer
  %284 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %283, <4 x float> %87, <4 x float> %235)
  %285 = add nuw nsw i64 448, %242
  %286 = getelementptr inbounds nuw float, ptr %10, i64 %285
  %287 = load float, ptr %286, align 4
  %288 = insertelement <4 x float> poison, float %287, i32 0
  %289 = shufflevector <4 x float> %288, <4 x float> poison, <4 x i32> zeroinitializer
  %290 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %289, <4 x float> %87, <4 x float> %241)
  %291 = insertvalue [8 x <4 x float>] poison, <4 x float> %248, 0
  %292 = insertvalue [8 x <4 x float>] %291, <4 x float> %254, 1
  %293 = insertvalue [8 x <4 x float>] %292, <4 x float> %260, 2
  %294 = insertvalue [8 x <4 x float>] %293, <4 x float> %266, 3
  %295 = insertvalue [8 x <4 x float>] %294, <4 x float> %272, 4
  %296 = insertvalue [8 x <4 x float>] %295, <4 x float> %278, 5
  %297 = insertvalue [8 x <4 x float>] %296, <4 x float> %284, 6
  %298 = insertvalue [8 x <4 x float>] %297, <4 x float> %290, 7
  %299 = add i64 %28, 4, !dbg !373
  br label %27, !dbg !373

300:                                              ; preds = %27
  %301 = add i64 0, %25, !dbg !375
  %302 = getelementptr float, ptr %19, i64 %301, !dbg !375
  %303 = load <4 x float>, ptr %302, align 4, !dbg !375
  %304 = add i64 32, %25, !dbg !375
  %305 = getelementptr float, ptr %19, i64 %304, !dbg !375
  %306 = load <4 x float>, ptr %305, align 4, !dbg !375
  %307 = add i64 64, %25, !dbg !375
  %308 = getelementptr float, ptr %19, i64 %307, !dbg !375
  %309 = load <4 x float>, ptr %308, align 4, !dbg !375
  %310 = add i64 96, %25, !dbg !375
  %311 = getelementptr float, ptr %19, i64 %310, !dbg !375
  %312 = load <4 x float>, ptr %311, align 4, !dbg !375
  %313 = add i64 128, %25, !dbg !375
  %314 = getelementptr float, ptr %19, i64 %313, !dbg !375
  %315 = load <4 x float>, ptr %314, align 4, !dbg !375
  %316 = add i64 160, %25, !dbg !375
  %317 = getelementptr float, ptr %19, i64 %316, !dbg !375
  %318 = load <4 x float>, ptr %317, align 4, !dbg !375
  %319 = add i64 192, %25, !dbg !375
  %320 = getelementptr float, ptr %19, i64 %319, !dbg !375
  %321 = load <4 x float>, ptr %320, align 4, !dbg !375
  %322 = add i64 224, %25, !dbg !375
  %323 = getelementptr float, ptr %19, i64 %322, !dbg !375
  %324 = load <4 x float>, ptr %323, align 4, !dbg !375
  %325 = extractvalue [8 x <4 x float>] %29, 0, !dbg !376
  %326 = fadd contract <4 x float> %303, %325, !dbg !376
  %327 = extractvalue [8 x <4 x float>] %29, 1, !dbg !376
  %328 = fadd contract <4 x float> %306, %327, !dbg !376
  %329 = extractvalue [8 x <4 x float>] %29, 2, !dbg !376
  %330 = fadd contract <4 x float> %309, %329, !dbg !376
  %331 = extractvalue [8 x <4 x float>] %29, 3, !dbg !376
  %332 = fadd contract <4 x float> %312, %331, !dbg !376
  %333 = extractvalue [8 x <4 x float>] %29, 4, !dbg !376
  %334 = fadd contract <4 x float> %315, %333, !dbg !376
  %335 = extractvalue [8 x <4 x float>] %29, 5, !dbg !376
  %336 = fadd contract <4 x float> %318, %335, !dbg !376
  %337 = extractvalue [8 x <4 x float>] %29, 6, !dbg !376
  %338 = fadd contract <4 x float> %321, %337, !dbg !376
  %339 = extractvalue [8 x <4 x float>] %29, 7, !dbg !376
  %340 = fadd contract <4 x float> %324, %339, !dbg !376
  %341 = getelementptr float, ptr %23, i64 %301, !dbg !373
  store <4 x float> %326, ptr %341, align 4, !dbg !373
  %342 = getelementptr float, ptr %23, i64 %304, !dbg !373
  store <4 x float> %328, ptr %342, align 4, !dbg !373
  %343 = getelementptr float, ptr %23, i64 %307, !dbg !373
  store <4 x float> %330, ptr %343, align 4, !dbg !373
  %344 = getelementptr float, ptr %23, i64 %310, !dbg !373
  store <4 x float> %332, ptr %344, align 4, !dbg !373
  %345 = getelementptr float, ptr %23, i64 %313, !dbg !373
  store <4 x float> %334, ptr %345, align 4, !dbg !373
  %346 = getelementptr float, ptr %23, i64 %316, !dbg !373
  store <4 x float> %336, ptr %346, align 4, !dbg !373
  %347 = getelementptr float, ptr %23, i64 %319, !dbg !373
  store <4 x float> %338, ptr %347, align 4, !dbg !373
  %348 = getelementptr float, ptr %23, i64 %322, !dbg !373
  store <4 x float> %340, ptr %348, align 4, !dbg !373
  %349 = add i64 %25, 4, !dbg !373
  br label %24, !dbg !373

350:                                              ; preds = %24
  ret i32 0, !dbg !374
}

define internal i32 @main_dispatch_17_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !149 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !377
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !377
  %6 = load ptr, ptr %5, align 8, !dbg !377
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !377
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !378
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !378
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !378
  %10 = load ptr, ptr %9, align 8, !dbg !378
  %11 = getelementptr i8, ptr %10, i32 1024, !dbg !378
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !378
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !379
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !379
  %14 = zext i32 %13 to i64, !dbg !379
  br label %15, !dbg !379

15:                                               ; preds = %19, %3
  %16 = phi i64 [ %28, %19 ], [ 0, %3 ], !dbg !379
  %17 = phi <1 x float> [ %27, %19 ], [ zeroinitializer, %3 ], !dbg !379
  %18 = icmp slt i64 %16, 32, !dbg !379
  br i1 %18, label %19, label %29, !dbg !379

19:                                               ; preds = %15
  %20 = mul i64 %14, 32, !dbg !379
  %21 = add i64 %20, %16, !dbg !379
  %22 = getelementptr float, ptr %6, i64 %21, !dbg !379
  %23 = load <4 x float>, ptr %22, align 4, !dbg !379
  %24 = fmul contract <4 x float> %23, %23, !dbg !387
  %25 = extractelement <1 x float> %17, i64 0, !dbg !388
  %26 = call float @llvm.vector.reduce.fadd.v4f32(float %25, <4 x float> %24), !dbg !388
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !388
  %28 = add i64 %16, 4, !dbg !379
  br label %15, !dbg !379

29:                                               ; preds = %15
  %30 = fdiv <1 x float> %17, splat (float 3.200000e+01), !dbg !380
  %31 = fadd contract <1 x float> %30, splat (float f0x358637BD), !dbg !381
  %32 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %31), !dbg !382
  %33 = fdiv <1 x float> splat (float 1.000000e+00), %32, !dbg !382
  br label %34, !dbg !383

34:                                               ; preds = %37, %29
  %35 = phi i64 [ %50, %37 ], [ 0, %29 ], !dbg !383
  %36 = icmp slt i64 %35, 32, !dbg !383
  br i1 %36, label %37, label %51, !dbg !383

37:                                               ; preds = %34
  %38 = getelementptr float, ptr @__constant_32xf32_1, i64 %35, !dbg !383
  %39 = load <4 x float>, ptr %38, align 4, !dbg !383
  %40 = mul i64 %14, 32, !dbg !383
  %41 = add i64 %40, %35, !dbg !383
  %42 = getelementptr float, ptr %6, i64 %41, !dbg !383
  %43 = load <4 x float>, ptr %42, align 4, !dbg !383
  %44 = extractelement <1 x float> %33, i64 0, !dbg !385
  %45 = insertelement <4 x float> poison, float %44, i32 0, !dbg !385
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !385
  %47 = fmul contract <4 x float> %43, %46, !dbg !385
  %48 = fmul contract <4 x float> %39, %47, !dbg !386
  %49 = getelementptr float, ptr %11, i64 %41, !dbg !383
  store <4 x float> %48, ptr %49, align 4, !dbg !383
  %50 = add i64 %35, 4, !dbg !383
  br label %34, !dbg !383

51:                                               ; preds = %34
  ret i32 0, !dbg !384
}

define internal i32 @main_dispatch_29_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !152 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !389
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !389
  %6 = load ptr, ptr %5, align 8, !dbg !389
  %7 = getelementptr i8, ptr %6, i32 1024, !dbg !389
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !389
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !390
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !390
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !390
  %11 = load ptr, ptr %10, align 8, !dbg !390
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !390
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !391
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !391
  %14 = zext i32 %13 to i64, !dbg !391
  br label %15, !dbg !391

15:                                               ; preds = %19, %3
  %16 = phi i64 [ %28, %19 ], [ 0, %3 ], !dbg !391
  %17 = phi <1 x float> [ %27, %19 ], [ zeroinitializer, %3 ], !dbg !391
  %18 = icmp slt i64 %16, 32, !dbg !391
  br i1 %18, label %19, label %29, !dbg !391

19:                                               ; preds = %15
  %20 = mul i64 %14, 32, !dbg !391
  %21 = add i64 %20, %16, !dbg !391
  %22 = getelementptr float, ptr %7, i64 %21, !dbg !391
  %23 = load <4 x float>, ptr %22, align 4, !dbg !391
  %24 = fmul contract <4 x float> %23, %23, !dbg !399
  %25 = extractelement <1 x float> %17, i64 0, !dbg !400
  %26 = call float @llvm.vector.reduce.fadd.v4f32(float %25, <4 x float> %24), !dbg !400
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !400
  %28 = add i64 %16, 4, !dbg !391
  br label %15, !dbg !391

29:                                               ; preds = %15
  %30 = fdiv <1 x float> %17, splat (float 3.200000e+01), !dbg !392
  %31 = fadd contract <1 x float> %30, splat (float f0x358637BD), !dbg !393
  %32 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %31), !dbg !394
  %33 = fdiv <1 x float> splat (float 1.000000e+00), %32, !dbg !394
  br label %34, !dbg !395

34:                                               ; preds = %37, %29
  %35 = phi i64 [ %50, %37 ], [ 0, %29 ], !dbg !395
  %36 = icmp slt i64 %35, 32, !dbg !395
  br i1 %36, label %37, label %51, !dbg !395

37:                                               ; preds = %34
  %38 = getelementptr float, ptr @__constant_32xf32_2, i64 %35, !dbg !395
  %39 = load <4 x float>, ptr %38, align 4, !dbg !395
  %40 = mul i64 %14, 32, !dbg !395
  %41 = add i64 %40, %35, !dbg !395
  %42 = getelementptr float, ptr %7, i64 %41, !dbg !395
  %43 = load <4 x float>, ptr %42, align 4, !dbg !395
  %44 = extractelement <1 x float> %33, i64 0, !dbg !397
  %45 = insertelement <4 x float> poison, float %44, i32 0, !dbg !397
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !397
  %47 = fmul contract <4 x float> %43, %46, !dbg !397
  %48 = fmul contract <4 x float> %39, %47, !dbg !398
  %49 = getelementptr float, ptr %11, i64 %41, !dbg !395
  store <4 x float> %48, ptr %49, align 4, !dbg !395
  %50 = add i64 %35, 4, !dbg !395
  br label %34, !dbg !395

51:                                               ; preds = %34
  ret i32 0, !dbg !396
}

define internal i32 @main_dispatch_33_reduction_8x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !155 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !401
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !401
  %6 = load ptr, ptr %5, align 8, !dbg !401
  call void @llvm.assume(i1 true) [ "align"(ptr %6, i64 64) ], !dbg !401
  %7 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !402
  %8 = extractvalue %iree_hal_executable_dispatch_state_v0_t %7, 10, !dbg !402
  %9 = getelementptr ptr, ptr %8, i32 1, !dbg !402
  %10 = load ptr, ptr %9, align 8, !dbg !402
  %11 = getelementptr i8, ptr %10, i32 1024, !dbg !402
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !402
  %12 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !403
  %13 = extractvalue %iree_hal_executable_workgroup_state_v0_t %12, 0, !dbg !403
  %14 = zext i32 %13 to i64, !dbg !403
  br label %15, !dbg !403

15:                                               ; preds = %19, %3
  %16 = phi i64 [ %28, %19 ], [ 0, %3 ], !dbg !403
  %17 = phi <1 x float> [ %27, %19 ], [ zeroinitializer, %3 ], !dbg !403
  %18 = icmp slt i64 %16, 32, !dbg !403
  br i1 %18, label %19, label %29, !dbg !403

19:                                               ; preds = %15
  %20 = mul i64 %14, 32, !dbg !403
  %21 = add i64 %20, %16, !dbg !403
  %22 = getelementptr float, ptr %6, i64 %21, !dbg !403
  %23 = load <4 x float>, ptr %22, align 4, !dbg !403
  %24 = fmul contract <4 x float> %23, %23, !dbg !411
  %25 = extractelement <1 x float> %17, i64 0, !dbg !412
  %26 = call float @llvm.vector.reduce.fadd.v4f32(float %25, <4 x float> %24), !dbg !412
  %27 = insertelement <1 x float> poison, float %26, i32 0, !dbg !412
  %28 = add i64 %16, 4, !dbg !403
  br label %15, !dbg !403

29:                                               ; preds = %15
  %30 = fdiv <1 x float> %17, splat (float 3.200000e+01), !dbg !404
  %31 = fadd contract <1 x float> %30, splat (float f0x358637BD), !dbg !405
  %32 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %31), !dbg !406
  %33 = fdiv <1 x float> splat (float 1.000000e+00), %32, !dbg !406
  br label %34, !dbg !407

34:                                               ; preds = %37, %29
  %35 = phi i64 [ %50, %37 ], [ 0, %29 ], !dbg !407
  %36 = icmp slt i64 %35, 32, !dbg !407
  br i1 %36, label %37, label %51, !dbg !407

37:                                               ; preds = %34
  %38 = getelementptr float, ptr @__constant_32xf32_3, i64 %35, !dbg !407
  %39 = load <4 x float>, ptr %38, align 4, !dbg !407
  %40 = mul i64 %14, 32, !dbg !407
  %41 = add i64 %40, %35, !dbg !407
  %42 = getelementptr float, ptr %6, i64 %41, !dbg !407
  %43 = load <4 x float>, ptr %42, align 4, !dbg !407
  %44 = extractelement <1 x float> %33, i64 0, !dbg !409
  %45 = insertelement <4 x float> poison, float %44, i32 0, !dbg !409
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !409
  %47 = fmul contract <4 x float> %43, %46, !dbg !409
  %48 = fmul contract <4 x float> %39, %47, !dbg !410
  %49 = getelementptr float, ptr %11, i64 %41, !dbg !407
  store <4 x float> %48, ptr %49, align 4, !dbg !407
  %50 = add i64 %35, 4, !dbg !407
  br label %34, !dbg !407

51:                                               ; preds = %34
  ret i32 0, !dbg !408
}

define internal i32 @main_dispatch_34_matmul_8x128x32_f32(ptr noalias noundef nonnull align 16 %0, ptr noalias noundef nonnull align 16 %1, ptr noalias noundef nonnull align 16 %2) #0 !dbg !158 {
  %4 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !413
  %5 = extractvalue %iree_hal_executable_dispatch_state_v0_t %4, 10, !dbg !413
  %6 = load ptr, ptr %5, align 8, !dbg !413
  %7 = getelementptr i8, ptr %6, i32 1024, !dbg !413
  call void @llvm.assume(i1 true) [ "align"(ptr %7, i64 64) ], !dbg !413
  %8 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !414
  %9 = extractvalue %iree_hal_executable_dispatch_state_v0_t %8, 10, !dbg !414
  %10 = getelementptr ptr, ptr %9, i32 1, !dbg !414
  %11 = load ptr, ptr %10, align 8, !dbg !414
  call void @llvm.assume(i1 true) [ "align"(ptr %11, i64 64) ], !dbg !414
  %12 = load %iree_hal_executable_dispatch_state_v0_t, ptr %1, align 8, !dbg !415
  %13 = extractvalue %iree_hal_executable_dispatch_state_v0_t %12, 10, !dbg !415
  %14 = getelementptr ptr, ptr %13, i32 2, !dbg !415
  %15 = load ptr, ptr %14, align 8, !dbg !415
  call void @llvm.assume(i1 true) [ "align"(ptr %15, i64 64) ], !dbg !415
  %16 = load %iree_hal_executable_workgroup_state_v0_t, ptr %2, align 8, !dbg !416
  %17 = extractvalue %iree_hal_executable_workgroup_state_v0_t %16, 0, !dbg !416
  %18 = zext i32 %17 to i64, !dbg !416
  %19 = mul nsw i64 %18, 64, !dbg !416
  br label %20, !dbg !416

20:                                               ; preds = %297, %3
  %21 = phi i64 [ %323, %297 ], [ 0, %3 ], !dbg !416
  %22 = icmp slt i64 %21, 64, !dbg !416
  br i1 %22, label %23, label %324, !dbg !416

23:                                               ; preds = %27, %20
  %24 = phi i64 [ %296, %27 ], [ 0, %20 ], !dbg !416
  %25 = phi [8 x <4 x float>] [ %295, %27 ], [ zeroinitializer, %20 ], !dbg !416
  %26 = icmp slt i64 %24, 32, !dbg !416
  br i1 %26, label %27, label %297, !dbg !416

27:                                               ; preds = %23
  %28 = add i64 %21, %19, !dbg !416
  %29 = mul i64 %28, 32, !dbg !416
  %30 = add i64 %29, %24, !dbg !416
  %31 = getelementptr float, ptr %11, i64 %30, !dbg !416
  %32 = load <4 x float>, ptr %31, align 4, !dbg !416
  %33 = add i64 %28, 1, !dbg !416
  %34 = mul i64 %33, 32, !dbg !416
  %35 = add i64 %34, %24, !dbg !416
  %36 = getelementptr float, ptr %11, i64 %35, !dbg !416
  %37 = load <4 x float>, ptr %36, align 4, !dbg !416
  %38 = add i64 %28, 2, !dbg !416
  %39 = mul i64 %38, 32, !dbg !416
  %40 = add i64 %39, %24, !dbg !416
  %41 = getelementptr float, ptr %11, i64 %40, !dbg !416
  %42 = load <4 x float>, ptr %41, align 4, !dbg !416
  %43 = add i64 %28, 3, !dbg !416
  %44 = mul i64 %43, 32, !dbg !416
  %45 = add i64 %44, %24, !dbg !416
  %46 = getelementptr float, ptr %11, i64 %45, !dbg !416
  %47 = load <4 x float>, ptr %46, align 4, !dbg !416
  %48 = extractelement <4 x float> %32, i64 0, !dbg !416
  %49 = extractelement <4 x float> %32, i64 1, !dbg !416
  %50 = extractelement <4 x float> %32, i64 2, !dbg !416
  %51 = extractelement <4 x float> %32, i64 3, !dbg !416
  %52 = extractelement <4 x float> %37, i64 0, !dbg !416
  %53 = extractelement <4 x float> %37, i64 1, !dbg !416
  %54 = extractelement <4 x float> %37, i64 2, !dbg !416
  %55 = extractelement <4 x float> %37, i64 3, !dbg !416
  %56 = extractelement <4 x float> %42, i64 0, !dbg !416
  %57 = extractelement <4 x float> %42, i64 1, !dbg !416
  %58 = extractelement <4 x float> %42, i64 2, !dbg !416
  %59 = extractelement <4 x float> %42, i64 3, !dbg !416
  %60 = extractelement <4 x float> %47, i64 0, !dbg !416
  %61 = extractelement <4 x float> %47, i64 1, !dbg !416
  %62 = extractelement <4 x float> %47, i64 2, !dbg !416
  %63 = extractelement <4 x float> %47, i64 3, !dbg !416
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
  %85 = add nuw nsw i64 0, %24
  %86 = getelementptr inbounds nuw float, ptr %7, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = insertelement <4 x float> poison, float %87, i32 0
  %89 = shufflevector <4 x float> %88, <4 x float> poison, <4 x i32> zeroinitializer
  %90 = extractvalue [8 x <4 x float>] %25, 0
  %91 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %89, <4 x float> %81, <4 x float> %90)
  %92 = add nuw nsw i64 32, %24
  %93 = getelementptr inbounds nuw float, ptr %7, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = insertelement <4 x float> poison, float %94, i32 0
  %96 = shufflevector <4 x float> %95, <4 x float> poison, <4 x i32> zeroinitializer
  %97 = extractvalue [8 x <4 x float>] %25, 1
  %98 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %96, <4 x float> %81, <4 x float> %97)
  %99 = add nuw nsw i64 64, %24
  %100 = getelementptr inbounds nuw float, ptr %7, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = insertelement <4 x float> poison, float %101, i32 0
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <4 x i32> zeroinitializer
  %104 = extractvalue [8 x <4 x float>] %25, 2
  %105 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %103, <4 x float> %81, <4 x float> %104)
  %106 = add nuw nsw i64 96, %24
  %107 = getelementptr inbounds nuw float, ptr %7, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = insertelement <4 x float> poison, float %108, i32 0
  %110 = shufflevector <4 x float> %109, <4 x float> poison, <4 x i32> zeroinitializer
  %111 = extractvalue [8 x <4 x float>] %25, 3
  %112 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %110, <4 x float> %81, <4 x float> %111)
  %113 = add nuw nsw i64 128, %24
  %114 = getelementptr inbounds nuw float, ptr %7, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = insertelement <4 x float> poison, float %115, i32 0
  %117 = shufflevector <4 x float> %116, <4 x float> poison, <4 x i32> zeroinitializer
  %118 = extractvalue [8 x <4 x float>] %25, 4
  %119 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %117, <4 x float> %81, <4 x float> %118)
  %120 = add nuw nsw i64 160, %24
  %121 = getelementptr inbounds nuw float, ptr %7, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = insertelement <4 x float> poison, float %122, i32 0
  %124 = shufflevector <4 x float> %123, <4 x float> poison, <4 x i32> zeroinitializer
  %125 = extractvalue [8 x <4 x float>] %25, 5
  %126 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %124, <4 x float> %81, <4 x float> %125)
  %127 = add nuw nsw i64 192, %24
  %128 = getelementptr inbounds nuw float, ptr %7, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = insertelement <4 x float> poison, float %129, i32 0
  %131 = shufflevector <4 x float> %130, <4 x float> poison, <4 x i32> zeroinitializer
  %132 = extractvalue [8 x <4 x float>] %25, 6
  %133 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %131, <4 x float> %81, <4 x float> %132)
  %134 = add nuw nsw i64 224, %24
  %135 = getelementptr inbounds nuw float, ptr %7, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = insertelement <4 x float> poison, float %136, i32 0
  %138 = shufflevector <4 x float> %137, <4 x float> poison, <4 x i32> zeroinitializer
  %139 = extractvalue [8 x <4 x float>] %25, 7
  %140 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %138, <4 x float> %81, <4 x float> %139)
  %141 = add i64 %24, 1
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
  %190 = add i64 %24, 2
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
  %239 = add i64 %24, 3
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
  %296 = add i64 %24, 4, !dbg !416
  br label %23, !dbg !416

297:                                              ; preds = %23
  %298 = extractvalue [8 x <4 x float>] %25, 0, !dbg !416
  %299 = add i64 %19, %21, !dbg !416
  %300 = add i64 0, %299, !dbg !416
  %301 = getelementptr float, ptr %15, i64 %300, !dbg !416
  store <4 x float> %298, ptr %301, align 4, !dbg !416
  %302 = extractvalue [8 x <4 x float>] %25, 1, !dbg !416
  %303 = add i64 128, %299, !dbg !416
  %304 = getelementptr float, ptr %15, i64 %303, !dbg !416
  store <4 x float> %302, ptr %304, align 4, !dbg !416
  %305 = extractvalue [8 x <4 x float>] %25, 2, !dbg !416
  %306 = add i64 256, %299, !dbg !416
  %307 = getelementptr float, ptr %15, i64 %306, !dbg !416
  store <4 x float> %305, ptr %307, align 4, !dbg !416
  %308 = extractvalue [8 x <4 x float>] %25, 3, !dbg !416
  %309 = add i64 384, %299, !dbg !416
  %310 = getelementptr float, ptr %15, i64 %309, !dbg !416
  store <4 x float> %308, ptr %310, align 4, !dbg !416
  %311 = extractvalue [8 x <4 x float>] %25, 4, !dbg !416
  %312 = add i64 512, %299, !dbg !416
  %313 = getelementptr float, ptr %15, i64 %312, !dbg !416
  store <4 x float> %311, ptr %313, align 4, !dbg !416
  %314 = extractvalue [8 x <4 x float>] %25, 5, !dbg !416
  %315 = add i64 640, %299, !dbg !416
  %316 = getelementptr float, ptr %15, i64 %315, !dbg !416
  store <4 x float> %314, ptr %316, align 4, !dbg !416
  %317 = extractvalue [8 x <4 x float>] %25, 6, !dbg !416
  %318 = add i64 768, %299, !dbg !416
  %319 = getelementptr float, ptr %15, i64 %318, !dbg !416
  store <4 x float> %317, ptr %319, align 4, !dbg !416
  %320 = extractvalue [8 x <4 x float>] %25, 7, !dbg !416
  %321 = add i64 896, %299, !dbg !416
  %322 = getelementptr float, ptr %15, i64 %321, !dbg !416
  store <4 x float> %320, ptr %322, align 4, !dbg !416
  %323 = add i64 %21, 4, !dbg !416
  br label %20, !dbg !416

324:                                              ; preds = %20
  ret i32 0, !dbg !417
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.stepvector.v4i64() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.floor.v4f32(<4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.stepvector.v2i64() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <1 x float> @llvm.sqrt.v1f32(<1 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

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

!llvm.dbg.cu = !{!76, !79, !82, !85, !88, !91, !94, !97, !100, !103, !106, !109, !112, !115, !118, !121, !124, !127, !130, !133, !136, !139, !142, !145, !148, !151, !154, !157}
!llvm.module.flags = !{!418, !419}

!0 = !DIFile(filename: "configured_module__initializer_0_dispatch_0.mlir", directory: "files")
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
!77 = distinct !DISubprogram(name: "_initializer_0_dispatch_0_elementwise_broadcast_8_f32", linkageName: "_initializer_0_dispatch_0_elementwise_broadcast_8_f32", scope: !0, file: !0, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76)
!78 = !DIFile(filename: "configured_module__initializer_1_dispatch_0.mlir", directory: "files")
!79 = distinct !DICompileUnit(language: DW_LANG_C17, file: !78, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!80 = distinct !DISubprogram(name: "_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32", linkageName: "_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32", scope: !78, file: !78, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79)
!81 = !DIFile(filename: "configured_module__initializer_2_dispatch_0.mlir", directory: "files")
!82 = distinct !DICompileUnit(language: DW_LANG_C17, file: !81, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!83 = distinct !DISubprogram(name: "_initializer_2_dispatch_0_slow_memcpy", linkageName: "_initializer_2_dispatch_0_slow_memcpy", scope: !81, file: !81, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !82)
!84 = !DIFile(filename: "configured_module__initializer_2_dispatch_1.mlir", directory: "files")
!85 = distinct !DICompileUnit(language: DW_LANG_C17, file: !84, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!86 = distinct !DISubprogram(name: "_initializer_2_dispatch_1_slow_memcpy", linkageName: "_initializer_2_dispatch_1_slow_memcpy", scope: !84, file: !84, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !85)
!87 = !DIFile(filename: "configured_module__initializer_3_dispatch_0.mlir", directory: "files")
!88 = distinct !DICompileUnit(language: DW_LANG_C17, file: !87, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!89 = distinct !DISubprogram(name: "_initializer_3_dispatch_0_elementwise_64_f32", linkageName: "_initializer_3_dispatch_0_elementwise_64_f32", scope: !87, file: !87, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !88)
!90 = !DIFile(filename: "configured_module__initializer_4_dispatch_0.mlir", directory: "files")
!91 = distinct !DICompileUnit(language: DW_LANG_C17, file: !90, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!92 = distinct !DISubprogram(name: "_initializer_4_dispatch_0_elementwise_64_f32", linkageName: "_initializer_4_dispatch_0_elementwise_64_f32", scope: !90, file: !90, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !91)
!93 = !DIFile(filename: "configured_module__initializer_5_dispatch_0.mlir", directory: "files")
!94 = distinct !DICompileUnit(language: DW_LANG_C17, file: !93, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!95 = distinct !DISubprogram(name: "_initializer_5_dispatch_0_elementwise_broadcast_64_i64", linkageName: "_initializer_5_dispatch_0_elementwise_broadcast_64_i64", scope: !93, file: !93, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !94)
!96 = !DIFile(filename: "configured_module__initializer_6_dispatch_0.mlir", directory: "files")
!97 = distinct !DICompileUnit(language: DW_LANG_C17, file: !96, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!98 = distinct !DISubprogram(name: "_initializer_6_dispatch_0_elementwise_64_i64xf32", linkageName: "_initializer_6_dispatch_0_elementwise_64_i64xf32", scope: !96, file: !96, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !97)
!99 = !DIFile(filename: "configured_module_main_dispatch_0.mlir", directory: "files")
!100 = distinct !DICompileUnit(language: DW_LANG_C17, file: !99, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!101 = distinct !DISubprogram(name: "main_dispatch_0_elementwise_broadcast_8x32_i64xf32", linkageName: "main_dispatch_0_elementwise_broadcast_8x32_i64xf32", scope: !99, file: !99, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !100)
!102 = !DIFile(filename: "configured_module_main_dispatch_1.mlir", directory: "files")
!103 = distinct !DICompileUnit(language: DW_LANG_C17, file: !102, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!104 = distinct !DISubprogram(name: "main_dispatch_1_reduction_8x32_f32", linkageName: "main_dispatch_1_reduction_8x32_f32", scope: !102, file: !102, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !103)
!105 = !DIFile(filename: "configured_module_main_dispatch_2.mlir", directory: "files")
!106 = distinct !DICompileUnit(language: DW_LANG_C17, file: !105, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!107 = distinct !DISubprogram(name: "main_dispatch_2_matmul_8x32x32_f32", linkageName: "main_dispatch_2_matmul_8x32x32_f32", scope: !105, file: !105, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106)
!108 = !DIFile(filename: "configured_module_main_dispatch_3.mlir", directory: "files")
!109 = distinct !DICompileUnit(language: DW_LANG_C17, file: !108, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!110 = distinct !DISubprogram(name: "main_dispatch_3_matmul_8x16x32_f32", linkageName: "main_dispatch_3_matmul_8x16x32_f32", scope: !108, file: !108, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !109)
!111 = !DIFile(filename: "configured_module_main_dispatch_5.mlir", directory: "files")
!112 = distinct !DICompileUnit(language: DW_LANG_C17, file: !111, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!113 = distinct !DISubprogram(name: "main_dispatch_5_elementwise_broadcast_2x2x8x8_f32", linkageName: "main_dispatch_5_elementwise_broadcast_2x2x8x8_f32", scope: !111, file: !111, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !112)
!114 = !DIFile(filename: "configured_module_main_dispatch_6.mlir", directory: "files")
!115 = distinct !DICompileUnit(language: DW_LANG_C17, file: !114, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!116 = distinct !DISubprogram(name: "main_dispatch_6_elementwise_transpose_4x8x8_f32", linkageName: "main_dispatch_6_elementwise_transpose_4x8x8_f32", scope: !114, file: !114, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !115)
!117 = !DIFile(filename: "configured_module_main_dispatch_7.mlir", directory: "files")
!118 = distinct !DICompileUnit(language: DW_LANG_C17, file: !117, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!119 = distinct !DISubprogram(name: "main_dispatch_7_elementwise_broadcast_2x2x8x8_f32", linkageName: "main_dispatch_7_elementwise_broadcast_2x2x8x8_f32", scope: !117, file: !117, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !118)
!120 = !DIFile(filename: "configured_module_main_dispatch_8.mlir", directory: "files")
!121 = distinct !DICompileUnit(language: DW_LANG_C17, file: !120, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!122 = distinct !DISubprogram(name: "main_dispatch_8_batch_matmul_4x8x8x8_f32", linkageName: "main_dispatch_8_batch_matmul_4x8x8x8_f32", scope: !120, file: !120, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !121)
!123 = !DIFile(filename: "configured_module_main_dispatch_9.mlir", directory: "files")
!124 = distinct !DICompileUnit(language: DW_LANG_C17, file: !123, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!125 = distinct !DISubprogram(name: "main_dispatch_9_reduction_32x8_f32xi1", linkageName: "main_dispatch_9_reduction_32x8_f32xi1", scope: !123, file: !123, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !124)
!126 = !DIFile(filename: "configured_module_main_dispatch_10.mlir", directory: "files")
!127 = distinct !DICompileUnit(language: DW_LANG_C17, file: !126, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!128 = distinct !DISubprogram(name: "main_dispatch_10_softmax_4x8x8xf32_generic", linkageName: "main_dispatch_10_softmax_4x8x8xf32_generic", scope: !126, file: !126, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !127)
!129 = !DIFile(filename: "configured_module_main_dispatch_11.mlir", directory: "files")
!130 = distinct !DICompileUnit(language: DW_LANG_C17, file: !129, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!131 = distinct !DISubprogram(name: "main_dispatch_11_batch_matmul_4x8x8x8_f32", linkageName: "main_dispatch_11_batch_matmul_4x8x8x8_f32", scope: !129, file: !129, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !130)
!132 = !DIFile(filename: "configured_module_main_dispatch_12.mlir", directory: "files")
!133 = distinct !DICompileUnit(language: DW_LANG_C17, file: !132, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!134 = distinct !DISubprogram(name: "main_dispatch_12_matmul_8x32x32_f32", linkageName: "main_dispatch_12_matmul_8x32x32_f32", scope: !132, file: !132, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !133)
!135 = !DIFile(filename: "configured_module_main_dispatch_13.mlir", directory: "files")
!136 = distinct !DICompileUnit(language: DW_LANG_C17, file: !135, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!137 = distinct !DISubprogram(name: "main_dispatch_13_reduction_8x32_f32", linkageName: "main_dispatch_13_reduction_8x32_f32", scope: !135, file: !135, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !136)
!138 = !DIFile(filename: "configured_module_main_dispatch_14.mlir", directory: "files")
!139 = distinct !DICompileUnit(language: DW_LANG_C17, file: !138, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!140 = distinct !DISubprogram(name: "main_dispatch_14_matmul_8x64x32_f32", linkageName: "main_dispatch_14_matmul_8x64x32_f32", scope: !138, file: !138, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !139)
!141 = !DIFile(filename: "configured_module_main_dispatch_15.mlir", directory: "files")
!142 = distinct !DICompileUnit(language: DW_LANG_C17, file: !141, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!143 = distinct !DISubprogram(name: "main_dispatch_15_matmul_8x64x32_f32", linkageName: "main_dispatch_15_matmul_8x64x32_f32", scope: !141, file: !141, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !142)
!144 = !DIFile(filename: "configured_module_main_dispatch_16.mlir", directory: "files")
!145 = distinct !DICompileUnit(language: DW_LANG_C17, file: !144, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!146 = distinct !DISubprogram(name: "main_dispatch_16_matmul_8x32x64_f32", linkageName: "main_dispatch_16_matmul_8x32x64_f32", scope: !144, file: !144, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !145)
!147 = !DIFile(filename: "configured_module_main_dispatch_17.mlir", directory: "files")
!148 = distinct !DICompileUnit(language: DW_LANG_C17, file: !147, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!149 = distinct !DISubprogram(name: "main_dispatch_17_reduction_8x32_f32", linkageName: "main_dispatch_17_reduction_8x32_f32", scope: !147, file: !147, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !148)
!150 = !DIFile(filename: "configured_module_main_dispatch_29.mlir", directory: "files")
!151 = distinct !DICompileUnit(language: DW_LANG_C17, file: !150, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!152 = distinct !DISubprogram(name: "main_dispatch_29_reduction_8x32_f32", linkageName: "main_dispatch_29_reduction_8x32_f32", scope: !150, file: !150, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !151)
!153 = !DIFile(filename: "configured_module_main_dispatch_33.mlir", directory: "files")
!154 = distinct !DICompileUnit(language: DW_LANG_C17, file: !153, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!155 = distinct !DISubprogram(name: "main_dispatch_33_reduction_8x32_f32", linkageName: "main_dispatch_33_reduction_8x32_f32", scope: !153, file: !153, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !154)
!156 = !DIFile(filename: "configured_module_main_dispatch_34.mlir", directory: "files")
!157 = distinct !DICompileUnit(language: DW_LANG_C17, file: !156, producer: "IREE", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!158 = distinct !DISubprogram(name: "main_dispatch_34_matmul_8x128x32_f32", linkageName: "main_dispatch_34_matmul_8x128x32_f32", scope: !156, file: !156, line: 1, type: !75, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !157)
!159 = !DILocation(line: 10, column: 8, scope: !77)
!160 = !DILocation(line: 14, column: 10, scope: !77)
!161 = !DILocation(line: 12, column: 8, scope: !77)
!162 = !DILocation(line: 20, column: 8, scope: !77)
!163 = !DILocation(line: 16, column: 10, scope: !77)
!164 = !DILocation(line: 12, column: 8, scope: !80)
!165 = !DILocation(line: 13, column: 8, scope: !80)
!166 = !DILocation(line: 14, column: 8, scope: !80)
!167 = !DILocation(line: 20, column: 8, scope: !80)
!168 = !DILocation(line: 26, column: 8, scope: !80)
!169 = !DILocation(line: 18, column: 3, scope: !80)
!170 = !DILocation(line: 11, column: 8, scope: !83)
!171 = !DILocation(line: 12, column: 8, scope: !83)
!172 = !DILocation(line: 13, column: 8, scope: !83)
!173 = !DILocation(line: 14, column: 8, scope: !83)
!174 = !DILocation(line: 16, column: 8, scope: !83)
!175 = !DILocation(line: 20, column: 8, scope: !83)
!176 = !DILocation(line: 11, column: 8, scope: !86)
!177 = !DILocation(line: 12, column: 8, scope: !86)
!178 = !DILocation(line: 13, column: 8, scope: !86)
!179 = !DILocation(line: 14, column: 8, scope: !86)
!180 = !DILocation(line: 16, column: 8, scope: !86)
!181 = !DILocation(line: 20, column: 8, scope: !86)
!182 = !DILocation(line: 11, column: 8, scope: !89)
!183 = !DILocation(line: 12, column: 8, scope: !89)
!184 = !DILocation(line: 15, column: 8, scope: !89)
!185 = !DILocation(line: 21, column: 8, scope: !89)
!186 = !DILocation(line: 17, column: 10, scope: !89)
!187 = !DILocation(line: 11, column: 8, scope: !92)
!188 = !DILocation(line: 12, column: 8, scope: !92)
!189 = !DILocation(line: 15, column: 8, scope: !92)
!190 = !DILocation(line: 21, column: 8, scope: !92)
!191 = !DILocation(line: 17, column: 10, scope: !92)
!192 = !DILocation(line: 11, column: 8, scope: !95)
!193 = !DILocation(line: 15, column: 10, scope: !95)
!194 = !DILocation(line: 13, column: 8, scope: !95)
!195 = !DILocation(line: 24, column: 8, scope: !95)
!196 = !DILocation(line: 16, column: 10, scope: !95)
!197 = !DILocation(line: 17, column: 10, scope: !95)
!198 = !DILocation(line: 20, column: 10, scope: !95)
!199 = !DILocation(line: 14, column: 8, scope: !98)
!200 = !DILocation(line: 15, column: 8, scope: !98)
!201 = !DILocation(line: 18, column: 8, scope: !98)
!202 = !DILocation(line: 25, column: 8, scope: !98)
!203 = !DILocation(line: 20, column: 10, scope: !98)
!204 = !DILocation(line: 21, column: 10, scope: !98)
!205 = !DILocation(line: 12, column: 8, scope: !101)
!206 = !DILocation(line: 13, column: 8, scope: !101)
!207 = !DILocation(line: 14, column: 8, scope: !101)
!208 = !DILocation(line: 20, column: 10, scope: !101)
!209 = !DILocation(line: 18, column: 8, scope: !101)
!210 = !DILocation(line: 27, column: 8, scope: !101)
!211 = !DILocation(line: 22, column: 10, scope: !101)
!212 = !DILocation(line: 23, column: 10, scope: !101)
!213 = !DILocation(line: 16, column: 8, scope: !104)
!214 = !DILocation(line: 17, column: 8, scope: !104)
!215 = !DILocation(line: 22, column: 8, scope: !104)
!216 = !DILocation(line: 30, column: 10, scope: !104)
!217 = !DILocation(line: 31, column: 10, scope: !104)
!218 = !DILocation(line: 32, column: 10, scope: !104)
!219 = !DILocation(line: 28, column: 8, scope: !104)
!220 = !DILocation(line: 38, column: 8, scope: !104)
!221 = !DILocation(line: 33, column: 10, scope: !104)
!222 = !DILocation(line: 34, column: 10, scope: !104)
!223 = !DILocation(line: 24, column: 10, scope: !104)
!224 = !DILocation(line: 25, column: 10, scope: !104)
!225 = !DILocation(line: 12, column: 8, scope: !107)
!226 = !DILocation(line: 13, column: 8, scope: !107)
!227 = !DILocation(line: 15, column: 8, scope: !107)
!228 = !DILocation(line: 16, column: 8, scope: !107)
!229 = !DILocation(line: 17, column: 8, scope: !107)
!230 = !DILocation(line: 22, column: 8, scope: !107)
!231 = !DILocation(line: 24, column: 8, scope: !107)
!232 = !DILocation(line: 11, column: 8, scope: !110)
!233 = !DILocation(line: 12, column: 8, scope: !110)
!234 = !DILocation(line: 13, column: 8, scope: !110)
!235 = !DILocation(line: 14, column: 8, scope: !110)
!236 = !DILocation(line: 19, column: 8, scope: !110)
!237 = !DILocation(line: 20, column: 8, scope: !110)
!238 = !DILocation(line: 21, column: 8, scope: !110)
!239 = !DILocation(line: 26, column: 8, scope: !110)
!240 = !DILocation(line: 28, column: 8, scope: !110)
!241 = !DILocation(line: 11, column: 8, scope: !113)
!242 = !DILocation(line: 12, column: 8, scope: !113)
!243 = !DILocation(line: 15, column: 8, scope: !113)
!244 = !DILocation(line: 20, column: 8, scope: !113)
!245 = !DILocation(line: 16, column: 8, scope: !116)
!246 = !DILocation(line: 17, column: 8, scope: !116)
!247 = !DILocation(line: 18, column: 8, scope: !116)
!248 = !DILocation(line: 19, column: 8, scope: !116)
!249 = !DILocation(line: 20, column: 8, scope: !116)
!250 = !DILocation(line: 30, column: 10, scope: !116)
!251 = !DILocation(line: 26, column: 8, scope: !116)
!252 = !DILocation(line: 45, column: 8, scope: !116)
!253 = !DILocation(line: 34, column: 10, scope: !116)
!254 = !DILocation(line: 31, column: 10, scope: !116)
!255 = !DILocation(line: 32, column: 10, scope: !116)
!256 = !DILocation(line: 33, column: 10, scope: !116)
!257 = !DILocation(line: 35, column: 10, scope: !116)
!258 = !DILocation(line: 36, column: 10, scope: !116)
!259 = !DILocation(line: 37, column: 10, scope: !116)
!260 = !DILocation(line: 38, column: 10, scope: !116)
!261 = !DILocation(line: 39, column: 10, scope: !116)
!262 = !DILocation(line: 40, column: 10, scope: !116)
!263 = !DILocation(line: 41, column: 10, scope: !116)
!264 = !DILocation(line: 16, column: 8, scope: !119)
!265 = !DILocation(line: 17, column: 8, scope: !119)
!266 = !DILocation(line: 18, column: 8, scope: !119)
!267 = !DILocation(line: 19, column: 8, scope: !119)
!268 = !DILocation(line: 20, column: 8, scope: !119)
!269 = !DILocation(line: 30, column: 10, scope: !119)
!270 = !DILocation(line: 26, column: 8, scope: !119)
!271 = !DILocation(line: 45, column: 8, scope: !119)
!272 = !DILocation(line: 34, column: 10, scope: !119)
!273 = !DILocation(line: 31, column: 10, scope: !119)
!274 = !DILocation(line: 32, column: 10, scope: !119)
!275 = !DILocation(line: 33, column: 10, scope: !119)
!276 = !DILocation(line: 35, column: 10, scope: !119)
!277 = !DILocation(line: 36, column: 10, scope: !119)
!278 = !DILocation(line: 37, column: 10, scope: !119)
!279 = !DILocation(line: 38, column: 10, scope: !119)
!280 = !DILocation(line: 39, column: 10, scope: !119)
!281 = !DILocation(line: 40, column: 10, scope: !119)
!282 = !DILocation(line: 41, column: 10, scope: !119)
!283 = !DILocation(line: 14, column: 8, scope: !122)
!284 = !DILocation(line: 15, column: 8, scope: !122)
!285 = !DILocation(line: 16, column: 8, scope: !122)
!286 = !DILocation(line: 17, column: 8, scope: !122)
!287 = !DILocation(line: 23, column: 8, scope: !122)
!288 = !DILocation(line: 30, column: 8, scope: !122)
!289 = !DILocation(line: 24, column: 8, scope: !122)
!290 = !DILocation(line: 26, column: 10, scope: !122)
!292 = !DILocation(line: 13, column: 8, scope: !125)
!293 = !DILocation(line: 14, column: 8, scope: !125)
!294 = !DILocation(line: 18, column: 8, scope: !125)
!295 = !DILocation(line: 9, column: 8, scope: !125)
!296 = !DILocation(line: 27, column: 8, scope: !125)
!297 = !DILocation(line: 20, column: 10, scope: !125)
!298 = !DILocation(line: 21, column: 10, scope: !125)
!299 = !DILocation(line: 22, column: 10, scope: !125)
!300 = !DILocation(line: 23, column: 10, scope: !125)
!301 = !DILocation(line: 28, column: 8, scope: !128)
!302 = !DILocation(line: 14, column: 8, scope: !128)
!303 = !DILocation(line: 15, column: 8, scope: !128)
!304 = !DILocation(line: 16, column: 8, scope: !128)
!305 = !DILocation(line: 22, column: 8, scope: !128)
!306 = !DILocation(line: 35, column: 8, scope: !128)
!307 = !DILocation(line: 40, column: 10, scope: !128)
!308 = !DILocation(line: 45, column: 8, scope: !128)
!309 = !DILocation(line: 37, column: 10, scope: !128)
!310 = !DILocation(line: 38, column: 10, scope: !128)
!311 = !DILocation(line: 39, column: 10, scope: !128)
!312 = !DILocation(line: 41, column: 10, scope: !128)
!313 = !DILocation(line: 30, column: 10, scope: !128)
!314 = !DILocation(line: 31, column: 10, scope: !128)
!315 = !DILocation(line: 32, column: 10, scope: !128)
!316 = !DILocation(line: 24, column: 10, scope: !128)
!317 = !DILocation(line: 13, column: 8, scope: !131)
!318 = !DILocation(line: 14, column: 8, scope: !131)
!319 = !DILocation(line: 15, column: 8, scope: !131)
!320 = !DILocation(line: 21, column: 8, scope: !131)
!321 = !DILocation(line: 27, column: 8, scope: !131)
!322 = !DILocation(line: 18, column: 3, scope: !131)
!323 = !DILocation(line: 13, column: 8, scope: !134)
!324 = !DILocation(line: 14, column: 8, scope: !134)
!325 = !DILocation(line: 16, column: 8, scope: !134)
!326 = !DILocation(line: 17, column: 8, scope: !134)
!327 = !DILocation(line: 18, column: 8, scope: !134)
!328 = !DILocation(line: 19, column: 8, scope: !134)
!329 = !DILocation(line: 25, column: 8, scope: !134)
!330 = !DILocation(line: 32, column: 8, scope: !134)
!331 = !DILocation(line: 26, column: 8, scope: !134)
!332 = !DILocation(line: 28, column: 10, scope: !134)
!333 = !DILocation(line: 16, column: 8, scope: !137)
!334 = !DILocation(line: 17, column: 8, scope: !137)
!335 = !DILocation(line: 22, column: 8, scope: !137)
!336 = !DILocation(line: 30, column: 10, scope: !137)
!337 = !DILocation(line: 31, column: 10, scope: !137)
!338 = !DILocation(line: 32, column: 10, scope: !137)
!339 = !DILocation(line: 28, column: 8, scope: !137)
!340 = !DILocation(line: 38, column: 8, scope: !137)
!341 = !DILocation(line: 33, column: 10, scope: !137)
!342 = !DILocation(line: 34, column: 10, scope: !137)
!343 = !DILocation(line: 24, column: 10, scope: !137)
!344 = !DILocation(line: 25, column: 10, scope: !137)
!345 = !DILocation(line: 12, column: 8, scope: !140)
!346 = !DILocation(line: 13, column: 8, scope: !140)
!347 = !DILocation(line: 15, column: 8, scope: !140)
!348 = !DILocation(line: 16, column: 8, scope: !140)
!349 = !DILocation(line: 17, column: 8, scope: !140)
!350 = !DILocation(line: 22, column: 8, scope: !140)
!351 = !DILocation(line: 24, column: 8, scope: !140)
!352 = !DILocation(line: 14, column: 8, scope: !143)
!353 = !DILocation(line: 15, column: 8, scope: !143)
!354 = !DILocation(line: 17, column: 8, scope: !143)
!355 = !DILocation(line: 18, column: 8, scope: !143)
!356 = !DILocation(line: 19, column: 8, scope: !143)
!357 = !DILocation(line: 20, column: 8, scope: !143)
!358 = !DILocation(line: 26, column: 8, scope: !143)
!359 = !DILocation(line: 38, column: 8, scope: !143)
!360 = !DILocation(line: 27, column: 8, scope: !143)
!361 = !DILocation(line: 29, column: 10, scope: !143)
!362 = !DILocation(line: 30, column: 10, scope: !143)
!363 = !DILocation(line: 31, column: 10, scope: !143)
!364 = !DILocation(line: 32, column: 10, scope: !143)
!365 = !DILocation(line: 33, column: 10, scope: !143)
!366 = !DILocation(line: 34, column: 10, scope: !143)
!367 = !DILocation(line: 13, column: 8, scope: !146)
!368 = !DILocation(line: 14, column: 8, scope: !146)
!369 = !DILocation(line: 16, column: 8, scope: !146)
!370 = !DILocation(line: 17, column: 8, scope: !146)
!371 = !DILocation(line: 18, column: 8, scope: !146)
!372 = !DILocation(line: 19, column: 8, scope: !146)
!373 = !DILocation(line: 25, column: 8, scope: !146)
!374 = !DILocation(line: 32, column: 8, scope: !146)
!375 = !DILocation(line: 26, column: 8, scope: !146)
!376 = !DILocation(line: 28, column: 10, scope: !146)
!377 = !DILocation(line: 16, column: 8, scope: !149)
!378 = !DILocation(line: 17, column: 8, scope: !149)
!379 = !DILocation(line: 22, column: 8, scope: !149)
!380 = !DILocation(line: 30, column: 10, scope: !149)
!381 = !DILocation(line: 31, column: 10, scope: !149)
!382 = !DILocation(line: 32, column: 10, scope: !149)
!383 = !DILocation(line: 28, column: 8, scope: !149)
!384 = !DILocation(line: 38, column: 8, scope: !149)
!385 = !DILocation(line: 33, column: 10, scope: !149)
!386 = !DILocation(line: 34, column: 10, scope: !149)
!387 = !DILocation(line: 24, column: 10, scope: !149)
!388 = !DILocation(line: 25, column: 10, scope: !149)
!389 = !DILocation(line: 16, column: 8, scope: !152)
!390 = !DILocation(line: 17, column: 8, scope: !152)
!391 = !DILocation(line: 22, column: 8, scope: !152)
!392 = !DILocation(line: 30, column: 10, scope: !152)
!393 = !DILocation(line: 31, column: 10, scope: !152)
!394 = !DILocation(line: 32, column: 10, scope: !152)
!395 = !DILocation(line: 28, column: 8, scope: !152)
!396 = !DILocation(line: 38, column: 8, scope: !152)
!397 = !DILocation(line: 33, column: 10, scope: !152)
!398 = !DILocation(line: 34, column: 10, scope: !152)
!399 = !DILocation(line: 24, column: 10, scope: !152)
!400 = !DILocation(line: 25, column: 10, scope: !152)
!401 = !DILocation(line: 16, column: 8, scope: !155)
!402 = !DILocation(line: 17, column: 8, scope: !155)
!403 = !DILocation(line: 22, column: 8, scope: !155)
!404 = !DILocation(line: 30, column: 10, scope: !155)
!405 = !DILocation(line: 31, column: 10, scope: !155)
!406 = !DILocation(line: 32, column: 10, scope: !155)
!407 = !DILocation(line: 28, column: 8, scope: !155)
!408 = !DILocation(line: 38, column: 8, scope: !155)
!409 = !DILocation(line: 33, column: 10, scope: !155)
!410 = !DILocation(line: 34, column: 10, scope: !155)
!411 = !DILocation(line: 24, column: 10, scope: !155)
!412 = !DILocation(line: 25, column: 10, scope: !155)
!413 = !DILocation(line: 12, column: 8, scope: !158)
!414 = !DILocation(line: 13, column: 8, scope: !158)
!415 = !DILocation(line: 14, column: 8, scope: !158)
!416 = !DILocation(line: 19, column: 8, scope: !158)
!417 = !DILocation(line: 21, column: 8, scope: !158)
!418 = !{i32 2, !"Debug Info Version", i32 3}
!419 = !{i32 1, !"float-abi", !"hard"}
; irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 iree_input=3a24b6bf7c49 iree_abi=ec7384078484 iree_preprocessing=045f223e1f73 iree_global_optimization=d80d2c4e5d90 iree_dispatch_creation=5d4c0429a8ce iree_flow=b221f52ee7d5 iree_stream=20ac341129d0 iree_executable_sources=2b1347d739c3 iree_executable_targets=8cf31ebac3c0
