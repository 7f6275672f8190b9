module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_8xf32_4 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x3x3x3xf32 : memref<8x3x3x3xf32> = dense_resource<torch_tensor_8_3_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_3 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_2 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_1 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_0 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x8x3x3xf32 : memref<8x8x3x3xf32> = dense_resource<torch_tensor_8_8_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x8xf32 : memref<4x8xf32> = dense_resource<torch_tensor_4_8_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense_resource<torch_tensor_4_torch.float32> {alignment = 64 : i64}
  func.func @main(%arg0: memref<1x3x16x16xf32>) -> memref<1x4xf32> {
    %c32 = arith.constant 32 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c18 = arith.constant 18 : index
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %1 = memref.get_global @__constant_4x8xf32 : memref<4x8xf32>
    %2 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %3 = memref.get_global @__constant_8x8x3x3xf32 : memref<8x8x3x3xf32>
    %4 = memref.get_global @__constant_8xf32_0 : memref<8xf32>
    %5 = memref.get_global @__constant_8xf32_1 : memref<8xf32>
    %6 = memref.get_global @__constant_8xf32_2 : memref<8xf32>
    %7 = memref.get_global @__constant_8xf32_3 : memref<8xf32>
    %8 = memref.get_global @__constant_8x3x3x3xf32 : memref<8x3x3x3xf32>
    %9 = memref.get_global @__constant_8xf32_4 : memref<8xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x3x18x18xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c1, %c18) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x3x18x18xf32>)
    %subview = memref.subview %alloc[0, 0, 1, 1] [1, 3, 16, 16] [1, 1, 1, 1] : memref<1x3x18x18xf32> to memref<1x3x16x16xf32, strided<[972, 324, 18, 1], offset: 19>>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c16) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x3x16x16xf32>, %subview : memref<1x3x16x16xf32, strided<[972, 324, 18, 1], offset: 19>>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x8x16x16xf32>
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c16) threads in (%c32, %c8, %c1)  args(%9 : memref<8xf32>, %alloc_0 : memref<1x8x16x16xf32>)
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c1, %c16) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x3x18x18xf32>, %8 : memref<8x3x3x3xf32>, %alloc_0 : memref<1x8x16x16xf32>)
    %expand_shape = memref.expand_shape %6 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    %expand_shape_1 = memref.expand_shape %7 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    %expand_shape_2 = memref.expand_shape %5 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    %expand_shape_3 = memref.expand_shape %4 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x8x8xf32>)
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x16x16xf32>, %expand_shape_1 : memref<8x1x1xf32>, %expand_shape : memref<8x1x1xf32>, %expand_shape_2 : memref<8x1x1xf32>, %expand_shape_3 : memref<8x1x1xf32>, %alloc_4 : memref<1x8x8x8xf32>)
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x8x6x6xf32>
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c1, %c6) threads in (%c32, %c8, %c1)  args(%2 : memref<8xf32>, %alloc_5 : memref<1x8x6x6xf32>)
    gpu.launch_func  @main_kernel_6::@main_kernel blocks in (%c1, %c1, %c6) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x8x8xf32>, %3 : memref<8x8x3x3xf32>, %alloc_5 : memref<1x8x6x6xf32>)
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1x1xf32>
    gpu.launch_func  @main_kernel_7::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<1x8x1x1xf32>)
    gpu.launch_func  @main_kernel_8::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x6x6xf32>, %alloc_6 : memref<1x8x1x1xf32>)
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<1x4xf32>
    gpu.launch_func  @main_kernel_9::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x4xf32>)
    %expand_shape_8 = memref.expand_shape %1 [[0], [1, 2, 3]] output_shape [4, 8, 1, 1] : memref<4x8xf32> into memref<4x8x1x1xf32>
    gpu.launch_func  @main_kernel_10::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<1x8x1x1xf32>, %expand_shape_8 : memref<4x8x1x1xf32>, %alloc_7 : memref<1x4xf32>)
    gpu.launch_func  @main_kernel_11::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x4xf32>, %0 : memref<4xf32>)
    memref.dealloc %alloc : memref<1x3x18x18xf32>
    memref.dealloc %alloc_0 : memref<1x8x16x16xf32>
    memref.dealloc %alloc_4 : memref<1x8x8x8xf32>
    memref.dealloc %alloc_5 : memref<1x8x6x6xf32>
    memref.dealloc %alloc_6 : memref<1x8x1x1xf32>
    return %alloc_7 : memref<1x4xf32>
  }
  gpu.module @main_kernel attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<972 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 18>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst324_i64 = spirv.Constant 324 : i64
        %cst972_i64 = spirv.Constant 972 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst_f32 = spirv.Constant 0.000000e+00 : f32
        %cst18_i64 = spirv.Constant 18 : i64
        %cst3_i64 = spirv.Constant 3 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[2 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi64>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i64 : i64)
        ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb2
          %7 = spirv.SLessThan %6, %cst18_i64 : i64
          spirv.BranchConditional %7, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %8 = spirv.ULessThan %3, %cst1_i64 : i64
          %9 = spirv.ULessThan %5, %cst3_i64 : i64
          %10 = spirv.LogicalAnd %8, %9 : i1
          %11 = spirv.ULessThan %1, %cst18_i64 : i64
          %12 = spirv.LogicalAnd %10, %11 : i1
          %13 = spirv.ULessThan %6, %cst18_i64 : i64
          %14 = spirv.LogicalAnd %12, %13 : i1
          spirv.mlir.selection {
            spirv.BranchConditional %14, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            %16 = spirv.IMul %3, %cst972_i64 : i64
            %17 = spirv.IMul %5, %cst324_i64 : i64
            %18 = spirv.IAdd %17, %16 : i64
            %19 = spirv.IMul %1, %cst18_i64 : i64
            %20 = spirv.IAdd %19, %18 : i64
            %21 = spirv.IAdd %6, %20 : i64
            %22 = spirv.AccessChain %arg0[%21] : !spirv.ptr<!spirv.array<972 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %22, %cst_f32 : f32
            spirv.Branch ^bb2
          ^bb2:  // 2 preds: ^bb0, ^bb1
            spirv.mlir.merge
          }
          %15 = spirv.IAdd %6, %cst1_i64 : i64
          spirv.Branch ^bb1(%15 : i64)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x3x18x18xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_0 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_0 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<768 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<991 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 16>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst18_i64 = spirv.Constant 18 : i64
        %cst324_i64 = spirv.Constant 324 : i64
        %cst972_i64 = spirv.Constant 972 : i64
        %cst19_i64 = spirv.Constant 19 : i64
        %cst256_i64 = spirv.Constant 256 : i64
        %cst768_i64 = spirv.Constant 768 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst16_i64 = spirv.Constant 16 : i64
        %cst3_i64 = spirv.Constant 3 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[2 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi64>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i64 : i64)
        ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb2
          %7 = spirv.SLessThan %6, %cst16_i64 : i64
          spirv.BranchConditional %7, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %8 = spirv.ULessThan %3, %cst1_i64 : i64
          %9 = spirv.ULessThan %5, %cst3_i64 : i64
          %10 = spirv.LogicalAnd %8, %9 : i1
          %11 = spirv.ULessThan %1, %cst16_i64 : i64
          %12 = spirv.LogicalAnd %10, %11 : i1
          %13 = spirv.ULessThan %6, %cst16_i64 : i64
          %14 = spirv.LogicalAnd %12, %13 : i1
          spirv.mlir.selection {
            spirv.BranchConditional %14, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            %16 = spirv.IMul %3, %cst768_i64 : i64
            %17 = spirv.IMul %5, %cst256_i64 : i64
            %18 = spirv.IAdd %17, %16 : i64
            %19 = spirv.IMul %1, %cst16_i64 : i64
            %20 = spirv.IAdd %19, %18 : i64
            %21 = spirv.IAdd %6, %20 : i64
            %22 = spirv.AccessChain %arg0[%21] : !spirv.ptr<!spirv.array<768 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %23 = spirv.Load "CrossWorkgroup" %22 : f32
            %24 = spirv.IMul %3, %cst972_i64 : i64
            %25 = spirv.IAdd %24, %cst19_i64 : i64
            %26 = spirv.IMul %5, %cst324_i64 : i64
            %27 = spirv.IAdd %26, %25 : i64
            %28 = spirv.IMul %1, %cst18_i64 : i64
            %29 = spirv.IAdd %28, %27 : i64
            %30 = spirv.IAdd %6, %29 : i64
            %31 = spirv.AccessChain %arg1[%30] : !spirv.ptr<!spirv.array<991 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %31, %23 : f32
            spirv.Branch ^bb2
          ^bb2:  // 2 preds: ^bb0, ^bb1
            spirv.mlir.merge
          }
          %15 = spirv.IAdd %6, %cst1_i64 : i64
          spirv.Branch ^bb1(%15 : i64)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x3x16x16xf32>, %arg1: memref<1x3x16x16xf32, strided<[972, 324, 18, 1], offset: 19>>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_1 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_1 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<2048 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 16>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst2048_i64 = spirv.Constant 2048 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst16_i64 = spirv.Constant 16 : i64
        %cst8_i64 = spirv.Constant 8 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[2 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi64>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i64 : i64)
        ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb2
          %7 = spirv.SLessThan %6, %cst16_i64 : i64
          spirv.BranchConditional %7, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %8 = spirv.ULessThan %3, %cst1_i64 : i64
          %9 = spirv.ULessThan %5, %cst8_i64 : i64
          %10 = spirv.LogicalAnd %8, %9 : i1
          %11 = spirv.ULessThan %1, %cst16_i64 : i64
          %12 = spirv.LogicalAnd %10, %11 : i1
          %13 = spirv.ULessThan %6, %cst16_i64 : i64
          %14 = spirv.LogicalAnd %12, %13 : i1
          spirv.mlir.selection {
            spirv.BranchConditional %14, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            %16 = spirv.AccessChain %arg0[%5] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %17 = spirv.Load "CrossWorkgroup" %16 : f32
            %18 = spirv.IMul %3, %cst2048_i64 : i64
            %19 = spirv.IMul %5, %cst256_i64 : i64
            %20 = spirv.IAdd %19, %18 : i64
            %21 = spirv.IMul %1, %cst16_i64 : i64
            %22 = spirv.IAdd %21, %20 : i64
            %23 = spirv.IAdd %6, %22 : i64
            %24 = spirv.AccessChain %arg1[%23] : !spirv.ptr<!spirv.array<2048 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %24, %17 : f32
            spirv.Branch ^bb2
          ^bb2:  // 2 preds: ^bb0, ^bb1
            spirv.mlir.merge
          }
          %15 = spirv.IAdd %6, %cst1_i64 : i64
          spirv.Branch ^bb1(%15 : i64)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<8xf32>, %arg1: memref<1x8x16x16xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_2 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_2 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<972 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<216 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<2048 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 16>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst2048_i64 = spirv.Constant 2048 : i64
        %cst9_i64 = spirv.Constant 9 : i64
        %cst27_i64 = spirv.Constant 27 : i64
        %cst18_i64 = spirv.Constant 18 : i64
        %cst324_i64 = spirv.Constant 324 : i64
        %cst972_i64 = spirv.Constant 972 : i64
        %cst3_i64 = spirv.Constant 3 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst16_i64 = spirv.Constant 16 : i64
        %cst8_i64 = spirv.Constant 8 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[2 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi64>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i64 : i64)
        ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb2
          %7 = spirv.SLessThan %6, %cst16_i64 : i64
          spirv.BranchConditional %7, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %8 = spirv.ULessThan %3, %cst1_i64 : i64
          %9 = spirv.ULessThan %5, %cst8_i64 : i64
          %10 = spirv.LogicalAnd %8, %9 : i1
          %11 = spirv.ULessThan %1, %cst16_i64 : i64
          %12 = spirv.LogicalAnd %10, %11 : i1
          %13 = spirv.ULessThan %6, %cst16_i64 : i64
          %14 = spirv.LogicalAnd %12, %13 : i1
          spirv.mlir.selection {
            spirv.BranchConditional %14, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            spirv.mlir.loop {
              spirv.Branch ^bb1(%cst0_i64 : i64)
            ^bb1(%16: i64):  // 2 preds: ^bb0, ^bb2
              %17 = spirv.SLessThan %16, %cst3_i64 : i64
              spirv.BranchConditional %17, ^bb2, ^bb3
            ^bb2:  // pred: ^bb1
              spirv.mlir.loop {
                spirv.Branch ^bb1(%cst0_i64 : i64)
              ^bb1(%19: i64):  // 2 preds: ^bb0, ^bb2
                %20 = spirv.SLessThan %19, %cst3_i64 : i64
                spirv.BranchConditional %20, ^bb2, ^bb3
              ^bb2:  // pred: ^bb1
                spirv.mlir.loop {
                  spirv.Branch ^bb1(%cst0_i64 : i64)
                ^bb1(%22: i64):  // 2 preds: ^bb0, ^bb2
                  %23 = spirv.SLessThan %22, %cst3_i64 : i64
                  spirv.BranchConditional %23, ^bb2, ^bb3
                ^bb2:  // pred: ^bb1
                  %24 = spirv.IAdd %1, %19 : i64
                  %25 = spirv.IAdd %6, %22 : i64
                  %26 = spirv.IMul %3, %cst972_i64 : i64
                  %27 = spirv.IMul %16, %cst324_i64 : i64
                  %28 = spirv.IAdd %27, %26 : i64
                  %29 = spirv.IMul %24, %cst18_i64 : i64
                  %30 = spirv.IAdd %29, %28 : i64
                  %31 = spirv.IAdd %25, %30 : i64
                  %32 = spirv.AccessChain %arg0[%31] : !spirv.ptr<!spirv.array<972 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                  %33 = spirv.Load "CrossWorkgroup" %32 : f32
                  %34 = spirv.IMul %5, %cst27_i64 : i64
                  %35 = spirv.IMul %16, %cst9_i64 : i64
                  %36 = spirv.IAdd %35, %34 : i64
                  %37 = spirv.IMul %19, %cst3_i64 : i64
                  %38 = spirv.IAdd %37, %36 : i64
                  %39 = spirv.IAdd %22, %38 : i64
                  %40 = spirv.AccessChain %arg1[%39] : !spirv.ptr<!spirv.array<216 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                  %41 = spirv.Load "CrossWorkgroup" %40 : f32
                  %42 = spirv.IMul %3, %cst2048_i64 : i64
                  %43 = spirv.IMul %5, %cst256_i64 : i64
                  %44 = spirv.IAdd %43, %42 : i64
                  %45 = spirv.IMul %1, %cst16_i64 : i64
                  %46 = spirv.IAdd %45, %44 : i64
                  %47 = spirv.IAdd %6, %46 : i64
                  %48 = spirv.AccessChain %arg2[%47] : !spirv.ptr<!spirv.array<2048 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                  %49 = spirv.Load "CrossWorkgroup" %48 : f32
                  %50 = spirv.FMul %33, %41 : f32
                  %51 = spirv.FAdd %49, %50 : f32
                  %52 = spirv.IMul %3, %cst2048_i64 : i64
                  %53 = spirv.IMul %5, %cst256_i64 : i64
                  %54 = spirv.IAdd %53, %52 : i64
                  %55 = spirv.IMul %1, %cst16_i64 : i64
                  %56 = spirv.IAdd %55, %54 : i64
                  %57 = spirv.IAdd %6, %56 : i64
                  %58 = spirv.AccessChain %arg2[%57] : !spirv.ptr<!spirv.array<2048 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                  spirv.Store "CrossWorkgroup" %58, %51 : f32
                  %59 = spirv.IAdd %22, %cst1_i64 : i64
                  spirv.Branch ^bb1(%59 : i64)
                ^bb3:  // pred: ^bb1
                  spirv.mlir.merge
                }
                %21 = spirv.IAdd %19, %cst1_i64 : i64
                spirv.Branch ^bb1(%21 : i64)
              ^bb3:  // pred: ^bb1
                spirv.mlir.merge
              }
              %18 = spirv.IAdd %16, %cst1_i64 : i64
              spirv.Branch ^bb1(%18 : i64)
            ^bb3:  // pred: ^bb1
              spirv.mlir.merge
            }
            spirv.Branch ^bb2
          ^bb2:  // 2 preds: ^bb0, ^bb1
            spirv.mlir.merge
          }
          %15 = spirv.IAdd %6, %cst1_i64 : i64
          spirv.Branch ^bb1(%15 : i64)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x3x18x18xf32>, %arg1: memref<8x3x3x3xf32>, %arg2: memref<1x8x16x16xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_3 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_3 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<512 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst64_i64 = spirv.Constant 64 : i64
        %cst512_i64 = spirv.Constant 512 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst_f32 = spirv.Constant 0xFF800000 : f32
        %cst8_i64 = spirv.Constant 8 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[2 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi64>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i64 : i64)
        ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb2
          %7 = spirv.SLessThan %6, %cst8_i64 : i64
          spirv.BranchConditional %7, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %8 = spirv.ULessThan %3, %cst1_i64 : i64
          %9 = spirv.ULessThan %5, %cst8_i64 : i64
          %10 = spirv.LogicalAnd %8, %9 : i1
          %11 = spirv.ULessThan %1, %cst8_i64 : i64
          %12 = spirv.LogicalAnd %10, %11 : i1
          %13 = spirv.ULessThan %6, %cst8_i64 : i64
          %14 = spirv.LogicalAnd %12, %13 : i1
          spirv.mlir.selection {
            spirv.BranchConditional %14, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            %16 = spirv.IMul %3, %cst512_i64 : i64
            %17 = spirv.IMul %5, %cst64_i64 : i64
            %18 = spirv.IAdd %17, %16 : i64
            %19 = spirv.IMul %1, %cst8_i64 : i64
            %20 = spirv.IAdd %19, %18 : i64
            %21 = spirv.IAdd %6, %20 : i64
            %22 = spirv.AccessChain %arg0[%21] : !spirv.ptr<!spirv.array<512 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %22, %cst_f32 : f32
            spirv.Branch ^bb2
          ^bb2:  // 2 preds: ^bb0, ^bb1
            spirv.mlir.merge
          }
          %15 = spirv.IAdd %6, %cst1_i64 : i64
          spirv.Branch ^bb1(%15 : i64)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x8x8xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_4 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_4 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<2048 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg3: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg4: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg5: !spirv.ptr<!spirv.array<512 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst64_i64 = spirv.Constant 64 : i64
        %cst512_i64 = spirv.Constant 512 : i64
        %cst16_i64 = spirv.Constant 16 : i64
        %cst256_i64 = spirv.Constant 256 : i64
        %cst2048_i64 = spirv.Constant 2048 : i64
        %cst_f32 = spirv.Constant 0.000000e+00 : f32
        %cst_f32_0 = spirv.Constant 1.000000e+00 : f32
        %cst_f64 = spirv.Constant 1.000000e-05 : f64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst2_i64 = spirv.Constant 2 : i64
        %cst8_i64 = spirv.Constant 8 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[2 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_1 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_1 : vector<3xi64>
        %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi64>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i64 : i64)
        ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb2
          %7 = spirv.SLessThan %6, %cst8_i64 : i64
          spirv.BranchConditional %7, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %8 = spirv.ULessThan %3, %cst1_i64 : i64
          %9 = spirv.ULessThan %5, %cst8_i64 : i64
          %10 = spirv.LogicalAnd %8, %9 : i1
          %11 = spirv.ULessThan %1, %cst8_i64 : i64
          %12 = spirv.LogicalAnd %10, %11 : i1
          %13 = spirv.ULessThan %6, %cst8_i64 : i64
          %14 = spirv.LogicalAnd %12, %13 : i1
          spirv.mlir.selection {
            spirv.BranchConditional %14, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            spirv.mlir.loop {
              spirv.Branch ^bb1(%cst0_i64 : i64)
            ^bb1(%16: i64):  // 2 preds: ^bb0, ^bb2
              %17 = spirv.SLessThan %16, %cst2_i64 : i64
              spirv.BranchConditional %17, ^bb2, ^bb3
            ^bb2:  // pred: ^bb1
              spirv.mlir.loop {
                spirv.Branch ^bb1(%cst0_i64 : i64)
              ^bb1(%19: i64):  // 2 preds: ^bb0, ^bb2
                %20 = spirv.SLessThan %19, %cst2_i64 : i64
                spirv.BranchConditional %20, ^bb2, ^bb3
              ^bb2:  // pred: ^bb1
                %21 = spirv.IMul %1, %cst2_i64 {no_signed_wrap} : i64
                %22 = spirv.IAdd %21, %16 : i64
                %23 = spirv.IMul %6, %cst2_i64 {no_signed_wrap} : i64
                %24 = spirv.IAdd %23, %19 : i64
                %25 = spirv.IMul %3, %cst2048_i64 : i64
                %26 = spirv.IMul %5, %cst256_i64 : i64
                %27 = spirv.IAdd %26, %25 : i64
                %28 = spirv.IMul %22, %cst16_i64 : i64
                %29 = spirv.IAdd %28, %27 : i64
                %30 = spirv.IAdd %24, %29 : i64
                %31 = spirv.AccessChain %arg0[%30] : !spirv.ptr<!spirv.array<2048 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                %32 = spirv.Load "CrossWorkgroup" %31 : f32
                %33 = spirv.AccessChain %arg1[%5] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                %34 = spirv.Load "CrossWorkgroup" %33 : f32
                %35 = spirv.AccessChain %arg2[%5] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                %36 = spirv.Load "CrossWorkgroup" %35 : f32
                %37 = spirv.AccessChain %arg3[%5] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                %38 = spirv.Load "CrossWorkgroup" %37 : f32
                %39 = spirv.AccessChain %arg4[%5] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                %40 = spirv.Load "CrossWorkgroup" %39 : f32
                %41 = spirv.IMul %3, %cst512_i64 : i64
                %42 = spirv.IMul %5, %cst64_i64 : i64
                %43 = spirv.IAdd %42, %41 : i64
                %44 = spirv.IMul %1, %cst8_i64 : i64
                %45 = spirv.IAdd %44, %43 : i64
                %46 = spirv.IAdd %6, %45 : i64
                %47 = spirv.AccessChain %arg5[%46] : !spirv.ptr<!spirv.array<512 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                %48 = spirv.Load "CrossWorkgroup" %47 : f32
                %49 = spirv.FConvert %cst_f64 : f64 to f32
                %50 = spirv.FAdd %36, %49 : f32
                %51 = spirv.CL.sqrt %50 : f32
                %52 = spirv.FDiv %cst_f32_0, %51 : f32
                %53 = spirv.FSub %32, %34 : f32
                %54 = spirv.FMul %53, %52 : f32
                %55 = spirv.FMul %54, %38 : f32
                %56 = spirv.FAdd %55, %40 : f32
                %57 = spirv.FUnordGreaterThan %56, %cst_f32 : f32
                %58 = spirv.Select %57, %56, %cst_f32 : i1, f32
                %59 = spirv.CL.fmax %48, %58 : f32
                %60 = spirv.IsNan %48 : f32
                %61 = spirv.IsNan %58 : f32
                %62 = spirv.Select %60, %48, %59 : i1, f32
                %63 = spirv.Select %61, %58, %62 : i1, f32
                %64 = spirv.IMul %3, %cst512_i64 : i64
                %65 = spirv.IMul %5, %cst64_i64 : i64
                %66 = spirv.IAdd %65, %64 : i64
                %67 = spirv.IMul %1, %cst8_i64 : i64
                %68 = spirv.IAdd %67, %66 : i64
                %69 = spirv.IAdd %6, %68 : i64
                %70 = spirv.AccessChain %arg5[%69] : !spirv.ptr<!spirv.array<512 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                spirv.Store "CrossWorkgroup" %70, %63 : f32
                %71 = spirv.IAdd %19, %cst1_i64 : i64
                spirv.Branch ^bb1(%71 : i64)
              ^bb3:  // pred: ^bb1
                spirv.mlir.merge
              }
              %18 = spirv.IAdd %16, %cst1_i64 : i64
              spirv.Branch ^bb1(%18 : i64)
            ^bb3:  // pred: ^bb1
              spirv.mlir.merge
            }
            spirv.Branch ^bb2
          ^bb2:  // 2 preds: ^bb0, ^bb1
            spirv.mlir.merge
          }
          %15 = spirv.IAdd %6, %cst1_i64 : i64
          spirv.Branch ^bb1(%15 : i64)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x16x16xf32>, %arg1: memref<8x1x1xf32>, %arg2: memref<8x1x1xf32>, %arg3: memref<8x1x1xf32>, %arg4: memref<8x1x1xf32>, %arg5: memref<1x8x8x8xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_5 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_5 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<288 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 6>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst36_i64 = spirv.Constant 36 : i64
        %cst288_i64 = spirv.Constant 288 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst6_i64 = spirv.Constant 6 : i64
        %cst8_i64 = spirv.Constant 8 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[2 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi64>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i64 : i64)
        ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb2
          %7 = spirv.SLessThan %6, %cst6_i64 : i64
          spirv.BranchConditional %7, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %8 = spirv.ULessThan %3, %cst1_i64 : i64
          %9 = spirv.ULessThan %5, %cst8_i64 : i64
          %10 = spirv.LogicalAnd %8, %9 : i1
          %11 = spirv.ULessThan %1, %cst6_i64 : i64
          %12 = spirv.LogicalAnd %10, %11 : i1
          %13 = spirv.ULessThan %6, %cst6_i64 : i64
          %14 = spirv.LogicalAnd %12, %13 : i1
          spirv.mlir.selection {
            spirv.BranchConditional %14, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            %16 = spirv.AccessChain %arg0[%5] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %17 = spirv.Load "CrossWorkgroup" %16 : f32
            %18 = spirv.IMul %3, %cst288_i64 : i64
            %19 = spirv.IMul %5, %cst36_i64 : i64
            %20 = spirv.IAdd %19, %18 : i64
            %21 = spirv.IMul %1, %cst6_i64 : i64
            %22 = spirv.IAdd %21, %20 : i64
            %23 = spirv.IAdd %6, %22 : i64
            %24 = spirv.AccessChain %arg1[%23] : !spirv.ptr<!spirv.array<288 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %24, %17 : f32
            spirv.Branch ^bb2
          ^bb2:  // 2 preds: ^bb0, ^bb1
            spirv.mlir.merge
          }
          %15 = spirv.IAdd %6, %cst1_i64 : i64
          spirv.Branch ^bb1(%15 : i64)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<8xf32>, %arg1: memref<1x8x6x6xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_6 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_6 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<512 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<576 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<288 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 6>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst36_i64 = spirv.Constant 36 : i64
        %cst288_i64 = spirv.Constant 288 : i64
        %cst9_i64 = spirv.Constant 9 : i64
        %cst72_i64 = spirv.Constant 72 : i64
        %cst64_i64 = spirv.Constant 64 : i64
        %cst512_i64 = spirv.Constant 512 : i64
        %cst3_i64 = spirv.Constant 3 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst6_i64 = spirv.Constant 6 : i64
        %cst8_i64 = spirv.Constant 8 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[2 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi64>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i64 : i64)
        ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb2
          %7 = spirv.SLessThan %6, %cst6_i64 : i64
          spirv.BranchConditional %7, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %8 = spirv.ULessThan %3, %cst1_i64 : i64
          %9 = spirv.ULessThan %5, %cst8_i64 : i64
          %10 = spirv.LogicalAnd %8, %9 : i1
          %11 = spirv.ULessThan %1, %cst6_i64 : i64
          %12 = spirv.LogicalAnd %10, %11 : i1
          %13 = spirv.ULessThan %6, %cst6_i64 : i64
          %14 = spirv.LogicalAnd %12, %13 : i1
          spirv.mlir.selection {
            spirv.BranchConditional %14, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            spirv.mlir.loop {
              spirv.Branch ^bb1(%cst0_i64 : i64)
            ^bb1(%16: i64):  // 2 preds: ^bb0, ^bb2
              %17 = spirv.SLessThan %16, %cst8_i64 : i64
              spirv.BranchConditional %17, ^bb2, ^bb3
            ^bb2:  // pred: ^bb1
              spirv.mlir.loop {
                spirv.Branch ^bb1(%cst0_i64 : i64)
              ^bb1(%19: i64):  // 2 preds: ^bb0, ^bb2
                %20 = spirv.SLessThan %19, %cst3_i64 : i64
                spirv.BranchConditional %20, ^bb2, ^bb3
              ^bb2:  // pred: ^bb1
                spirv.mlir.loop {
                  spirv.Branch ^bb1(%cst0_i64 : i64)
                ^bb1(%22: i64):  // 2 preds: ^bb0, ^bb2
                  %23 = spirv.SLessThan %22, %cst3_i64 : i64
                  spirv.BranchConditional %23, ^bb2, ^bb3
                ^bb2:  // pred: ^bb1
                  %24 = spirv.IAdd %1, %19 : i64
                  %25 = spirv.IAdd %6, %22 : i64
                  %26 = spirv.IMul %3, %cst512_i64 : i64
                  %27 = spirv.IMul %16, %cst64_i64 : i64
                  %28 = spirv.IAdd %27, %26 : i64
                  %29 = spirv.IMul %24, %cst8_i64 : i64
                  %30 = spirv.IAdd %29, %28 : i64
                  %31 = spirv.IAdd %25, %30 : i64
                  %32 = spirv.AccessChain %arg0[%31] : !spirv.ptr<!spirv.array<512 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                  %33 = spirv.Load "CrossWorkgroup" %32 : f32
                  %34 = spirv.IMul %5, %cst72_i64 : i64
                  %35 = spirv.IMul %16, %cst9_i64 : i64
                  %36 = spirv.IAdd %35, %34 : i64
                  %37 = spirv.IMul %19, %cst3_i64 : i64
                  %38 = spirv.IAdd %37, %36 : i64
                  %39 = spirv.IAdd %22, %38 : i64
                  %40 = spirv.AccessChain %arg1[%39] : !spirv.ptr<!spirv.array<576 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                  %41 = spirv.Load "CrossWorkgroup" %40 : f32
                  %42 = spirv.IMul %3, %cst288_i64 : i64
                  %43 = spirv.IMul %5, %cst36_i64 : i64
                  %44 = spirv.IAdd %43, %42 : i64
                  %45 = spirv.IMul %1, %cst6_i64 : i64
                  %46 = spirv.IAdd %45, %44 : i64
                  %47 = spirv.IAdd %6, %46 : i64
                  %48 = spirv.AccessChain %arg2[%47] : !spirv.ptr<!spirv.array<288 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                  %49 = spirv.Load "CrossWorkgroup" %48 : f32
                  %50 = spirv.FMul %33, %41 : f32
                  %51 = spirv.FAdd %49, %50 : f32
                  %52 = spirv.IMul %3, %cst288_i64 : i64
                  %53 = spirv.IMul %5, %cst36_i64 : i64
                  %54 = spirv.IAdd %53, %52 : i64
                  %55 = spirv.IMul %1, %cst6_i64 : i64
                  %56 = spirv.IAdd %55, %54 : i64
                  %57 = spirv.IAdd %6, %56 : i64
                  %58 = spirv.AccessChain %arg2[%57] : !spirv.ptr<!spirv.array<288 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
                  spirv.Store "CrossWorkgroup" %58, %51 : f32
                  %59 = spirv.IAdd %22, %cst1_i64 : i64
                  spirv.Branch ^bb1(%59 : i64)
                ^bb3:  // pred: ^bb1
                  spirv.mlir.merge
                }
                %21 = spirv.IAdd %19, %cst1_i64 : i64
                spirv.Branch ^bb1(%21 : i64)
              ^bb3:  // pred: ^bb1
                spirv.mlir.merge
              }
              %18 = spirv.IAdd %16, %cst1_i64 : i64
              spirv.Branch ^bb1(%18 : i64)
            ^bb3:  // pred: ^bb1
              spirv.mlir.merge
            }
            spirv.Branch ^bb2
          ^bb2:  // 2 preds: ^bb0, ^bb1
            spirv.mlir.merge
          }
          %15 = spirv.IAdd %6, %cst1_i64 : i64
          spirv.Branch ^bb1(%15 : i64)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x8x8xf32>, %arg1: memref<8x8x3x3xf32>, %arg2: memref<1x8x6x6xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_7 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_7 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst_f32 = spirv.Constant 0.000000e+00 : f32
        %cst8_i64 = spirv.Constant 8 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi64>
        %4 = spirv.ULessThan %1, %cst1_i64 : i64
        %5 = spirv.ULessThan %3, %cst8_i64 : i64
        %6 = spirv.LogicalAnd %4, %5 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %6, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %7 = spirv.IMul %1, %cst8_i64 : i64
          %8 = spirv.IAdd %3, %7 : i64
          %9 = spirv.AccessChain %arg0[%8] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %9, %cst_f32 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x1x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_8 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_8 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<288 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst36_i64 = spirv.Constant 36 : i64
        %cst288_i64 = spirv.Constant 288 : i64
        %cst6_i64 = spirv.Constant 6 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst8_i64 = spirv.Constant 8 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi64>
        %4 = spirv.ULessThan %1, %cst1_i64 : i64
        %5 = spirv.ULessThan %3, %cst8_i64 : i64
        %6 = spirv.LogicalAnd %4, %5 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %6, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i64 : i64)
          ^bb1(%7: i64):  // 2 preds: ^bb0, ^bb2
            %8 = spirv.SLessThan %7, %cst6_i64 : i64
            spirv.BranchConditional %8, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            spirv.mlir.loop {
              spirv.Branch ^bb1(%cst0_i64 : i64)
            ^bb1(%10: i64):  // 2 preds: ^bb0, ^bb2
              %11 = spirv.SLessThan %10, %cst6_i64 : i64
              spirv.BranchConditional %11, ^bb2, ^bb3
            ^bb2:  // pred: ^bb1
              %12 = spirv.IMul %1, %cst288_i64 : i64
              %13 = spirv.IMul %3, %cst36_i64 : i64
              %14 = spirv.IAdd %13, %12 : i64
              %15 = spirv.IMul %7, %cst6_i64 : i64
              %16 = spirv.IAdd %15, %14 : i64
              %17 = spirv.IAdd %10, %16 : i64
              %18 = spirv.AccessChain %arg0[%17] : !spirv.ptr<!spirv.array<288 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
              %19 = spirv.Load "CrossWorkgroup" %18 : f32
              %20 = spirv.IMul %1, %cst8_i64 : i64
              %21 = spirv.IAdd %3, %20 : i64
              %22 = spirv.AccessChain %arg1[%21] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
              %23 = spirv.Load "CrossWorkgroup" %22 : f32
              %24 = spirv.FAdd %19, %23 : f32
              %25 = spirv.IMul %1, %cst8_i64 : i64
              %26 = spirv.IAdd %3, %25 : i64
              %27 = spirv.AccessChain %arg1[%26] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
              spirv.Store "CrossWorkgroup" %27, %24 : f32
              %28 = spirv.IAdd %10, %cst1_i64 : i64
              spirv.Branch ^bb1(%28 : i64)
            ^bb3:  // pred: ^bb1
              spirv.mlir.merge
            }
            %9 = spirv.IAdd %7, %cst1_i64 : i64
            spirv.Branch ^bb1(%9 : i64)
          ^bb3:  // pred: ^bb1
            spirv.mlir.merge
          }
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x6x6xf32>, %arg1: memref<1x8x1x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_9 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_9 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst_f32 = spirv.Constant 0.000000e+00 : f32
        %cst4_i64 = spirv.Constant 4 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi64>
        %4 = spirv.ULessThan %1, %cst1_i64 : i64
        %5 = spirv.ULessThan %3, %cst4_i64 : i64
        %6 = spirv.LogicalAnd %4, %5 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %6, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %7 = spirv.IMul %1, %cst4_i64 : i64
          %8 = spirv.IAdd %3, %7 : i64
          %9 = spirv.AccessChain %arg0[%8] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %9, %cst_f32 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x4xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_10 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_10 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst8_i64 = spirv.Constant 8 : i64
        %cst_f32 = spirv.Constant 3.600000e+01 : f32
        %cst0_i64 = spirv.Constant 0 : i64
        %cst4_i64 = spirv.Constant 4 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi64>
        %4 = spirv.ULessThan %1, %cst1_i64 : i64
        %5 = spirv.ULessThan %3, %cst4_i64 : i64
        %6 = spirv.LogicalAnd %4, %5 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %6, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i64 : i64)
          ^bb1(%7: i64):  // 2 preds: ^bb0, ^bb2
            %8 = spirv.SLessThan %7, %cst8_i64 : i64
            spirv.BranchConditional %8, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %9 = spirv.IMul %1, %cst8_i64 : i64
            %10 = spirv.IAdd %7, %9 : i64
            %11 = spirv.AccessChain %arg0[%10] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %12 = spirv.Load "CrossWorkgroup" %11 : f32
            %13 = spirv.IMul %3, %cst8_i64 : i64
            %14 = spirv.IAdd %7, %13 : i64
            %15 = spirv.AccessChain %arg1[%14] : !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %16 = spirv.Load "CrossWorkgroup" %15 : f32
            %17 = spirv.IMul %1, %cst4_i64 : i64
            %18 = spirv.IAdd %3, %17 : i64
            %19 = spirv.AccessChain %arg2[%18] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %20 = spirv.Load "CrossWorkgroup" %19 : f32
            %21 = spirv.FDiv %12, %cst_f32 : f32
            %22 = spirv.FMul %21, %16 : f32
            %23 = spirv.FAdd %20, %22 : f32
            %24 = spirv.IMul %1, %cst4_i64 : i64
            %25 = spirv.IAdd %3, %24 : i64
            %26 = spirv.AccessChain %arg2[%25] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %26, %23 : f32
            %27 = spirv.IAdd %7, %cst1_i64 : i64
            spirv.Branch ^bb1(%27 : i64)
          ^bb3:  // pred: ^bb1
            spirv.mlir.merge
          }
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x1x1xf32>, %arg1: memref<4x8x1x1xf32>, %arg2: memref<1x4xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_11 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_11 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst4_i64 = spirv.Constant 4 : i64
        %cst1_i64 = spirv.Constant 1 : i64
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi64>
        %4 = spirv.ULessThan %1, %cst1_i64 : i64
        %5 = spirv.ULessThan %3, %cst4_i64 : i64
        %6 = spirv.LogicalAnd %4, %5 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %6, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %7 = spirv.IMul %1, %cst4_i64 : i64
          %8 = spirv.IAdd %3, %7 : i64
          %9 = spirv.AccessChain %arg0[%8] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %10 = spirv.Load "CrossWorkgroup" %9 : f32
          %11 = spirv.AccessChain %arg1[%3] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %12 = spirv.Load "CrossWorkgroup" %11 : f32
          %13 = spirv.FAdd %10, %12 : f32
          %14 = spirv.IMul %1, %cst4_i64 : i64
          %15 = spirv.IAdd %3, %14 : i64
          %16 = spirv.AccessChain %arg0[%15] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %16, %13 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x4xf32>, %arg1: memref<4xf32>) attributes {gpu.kernel} {
      return
    }
  }
}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 gpu_mlir=5cce02bcb815
