module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_32x32xf32_5 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_4 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_3 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_2 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_1 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_0 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_4> {alignment = 64 : i64}
  func.func @main(%arg0: memref<1x8x32xf32>) -> memref<1x8x32xf32> {
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %0 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %1 = memref.get_global @__constant_32xf32_0 : memref<32xf32>
    %2 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %3 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %4 = memref.get_global @__constant_32xf32_2 : memref<32xf32>
    %5 = memref.get_global @__constant_32x32xf32_3 : memref<32x32xf32>
    %6 = memref.get_global @__constant_32xf32_4 : memref<32xf32>
    %7 = memref.get_global @__constant_32x32xf32_5 : memref<32x32xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<8x32xf32>)
    %expand_shape = memref.expand_shape %alloc [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape : memref<1x8x32xf32>, %alloc_0 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x8x32xf32>, %7 : memref<32x32xf32>, %alloc_0 : memref<1x8x32xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape : memref<1x8x32xf32>, %alloc_1 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x8x32xf32>, %5 : memref<32x32xf32>, %alloc_1 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x8x32xf32>, %3 : memref<32x32xf32>, %expand_shape : memref<1x8x32xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8xf32>
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x8xf32>)
    gpu.launch_func  @main_kernel_6::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf32>, %6 : memref<32xf32>, %alloc_1 : memref<1x8x32xf32>, %4 : memref<32xf32>, %alloc_2 : memref<1x8x8xf32>)
    gpu.launch_func  @main_kernel_7::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x8xf32>)
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_8::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_3 : memref<1x8x1xf32>)
    %expand_shape_4 = memref.expand_shape %alloc_2 [[0], [1, 2], [3]] output_shape [1, 8, 1, 8] : memref<1x8x8xf32> into memref<1x8x1x8xf32>
    gpu.launch_func  @main_kernel_9::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%expand_shape_4 : memref<1x8x1x8xf32>, %alloc_3 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_10::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x8xf32>, %alloc_3 : memref<1x8x1xf32>)
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_11::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x1xf32>)
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_12::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x1xf32>, %alloc_6 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_13::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x8xf32>, %alloc_6 : memref<1x8x1xf32>)
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_14::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_15::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x8xf32>, %alloc_6 : memref<1x8x1xf32>, %expand_shape : memref<1x8x32xf32>, %2 : memref<32xf32>, %alloc_7 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_16::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x8x32xf32>, %arg0 : memref<1x8x32xf32>)
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf64>
    gpu.launch_func  @main_kernel_17::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x8x32xf32>, %alloc_8 : memref<1x8x32xf64>)
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_18::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_9 : memref<1x8x1xf64>)
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_19::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_9 : memref<1x8x1xf64>, %alloc_10 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_20::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_8 : memref<1x8x32xf64>, %alloc_10 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_21::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_8 : memref<1x8x32xf64>, %alloc_10 : memref<1x8x1xf64>, %alloc_9 : memref<1x8x1xf64>)
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_22::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x1xf32>, %alloc_11 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_23::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x8x32xf32>, %alloc_11 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_24::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x8x32xf32>, %alloc_11 : memref<1x8x1xf32>, %alloc_9 : memref<1x8x1xf64>, %1 : memref<32xf32>, %0 : memref<32xf32>)
    gpu.launch_func  @main_kernel_25::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x8x32xf32>, %alloc_5 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_26::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x8x32xf32>, %alloc_5 : memref<1x8x1xf32>)
    memref.dealloc %alloc : memref<8x32xf32>
    memref.dealloc %alloc_0 : memref<1x8x32xf32>
    memref.dealloc %alloc_1 : memref<1x8x32xf32>
    memref.dealloc %alloc_2 : memref<1x8x8xf32>
    memref.dealloc %alloc_3 : memref<1x8x1xf32>
    memref.dealloc %alloc_5 : memref<1x8x1xf32>
    memref.dealloc %alloc_6 : memref<1x8x1xf32>
    memref.dealloc %alloc_8 : memref<1x8x32xf64>
    memref.dealloc %alloc_9 : memref<1x8x1xf64>
    memref.dealloc %alloc_10 : memref<1x8x1xf64>
    memref.dealloc %alloc_11 : memref<1x8x1xf32>
    return %alloc_7 : memref<1x8x32xf32>
  }
  gpu.module @main_kernel attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst_f32 = spirv.Constant 0.000000e+00 : f32
        %cst32_i64 = spirv.Constant 32 : i64
        %cst8_i64 = spirv.Constant 8 : i64
        %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[1 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi64>
        %6 = spirv.IMul %1, %cst8_i64 {no_signed_wrap} : i64
        %7 = spirv.IAdd %5, %6 : i64
        %8 = spirv.ULessThan %3, %cst8_i64 : i64
        %9 = spirv.ULessThan %7, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst32_i64 : i64
          %12 = spirv.IAdd %7, %11 : i64
          %13 = spirv.AccessChain %arg0[%12] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %13, %cst_f32 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<8x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_0 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_0 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst256_i64 : i64
          %12 = spirv.IMul %5, %cst32_i64 : i64
          %13 = spirv.IAdd %12, %11 : i64
          %14 = spirv.IAdd %1, %13 : i64
          %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %16 = spirv.Load "CrossWorkgroup" %15 : f32
          %17 = spirv.IMul %3, %cst256_i64 : i64
          %18 = spirv.IMul %5, %cst32_i64 : i64
          %19 = spirv.IAdd %18, %17 : i64
          %20 = spirv.IAdd %1, %19 : i64
          %21 = spirv.AccessChain %arg1[%20] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %21, %16 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_1 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_1 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<1024 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i64 : i64)
          ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb2
            %12 = spirv.SLessThan %11, %cst32_i64 : i64
            spirv.BranchConditional %12, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %13 = spirv.IMul %3, %cst256_i64 : i64
            %14 = spirv.IMul %5, %cst32_i64 : i64
            %15 = spirv.IAdd %14, %13 : i64
            %16 = spirv.IAdd %11, %15 : i64
            %17 = spirv.AccessChain %arg0[%16] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.IMul %1, %cst32_i64 : i64
            %20 = spirv.IAdd %11, %19 : i64
            %21 = spirv.AccessChain %arg1[%20] : !spirv.ptr<!spirv.array<1024 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %22 = spirv.Load "CrossWorkgroup" %21 : f32
            %23 = spirv.IMul %3, %cst256_i64 : i64
            %24 = spirv.IMul %5, %cst32_i64 : i64
            %25 = spirv.IAdd %24, %23 : i64
            %26 = spirv.IAdd %1, %25 : i64
            %27 = spirv.AccessChain %arg2[%26] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %28 = spirv.Load "CrossWorkgroup" %27 : f32
            %29 = spirv.FMul %18, %22 : f32
            %30 = spirv.FAdd %28, %29 : f32
            %31 = spirv.IMul %3, %cst256_i64 : i64
            %32 = spirv.IMul %5, %cst32_i64 : i64
            %33 = spirv.IAdd %32, %31 : i64
            %34 = spirv.IAdd %1, %33 : i64
            %35 = spirv.AccessChain %arg2[%34] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %35, %30 : f32
            %36 = spirv.IAdd %11, %cst1_i64 : i64
            spirv.Branch ^bb1(%36 : i64)
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
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<1x8x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_2 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_2 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst256_i64 : i64
          %12 = spirv.IMul %5, %cst32_i64 : i64
          %13 = spirv.IAdd %12, %11 : i64
          %14 = spirv.IAdd %1, %13 : i64
          %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %16 = spirv.Load "CrossWorkgroup" %15 : f32
          %17 = spirv.IMul %3, %cst256_i64 : i64
          %18 = spirv.IMul %5, %cst32_i64 : i64
          %19 = spirv.IAdd %18, %17 : i64
          %20 = spirv.IAdd %1, %19 : i64
          %21 = spirv.AccessChain %arg1[%20] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %21, %16 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_3 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_3 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<1024 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i64 : i64)
          ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb2
            %12 = spirv.SLessThan %11, %cst32_i64 : i64
            spirv.BranchConditional %12, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %13 = spirv.IMul %3, %cst256_i64 : i64
            %14 = spirv.IMul %5, %cst32_i64 : i64
            %15 = spirv.IAdd %14, %13 : i64
            %16 = spirv.IAdd %11, %15 : i64
            %17 = spirv.AccessChain %arg0[%16] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.IMul %1, %cst32_i64 : i64
            %20 = spirv.IAdd %11, %19 : i64
            %21 = spirv.AccessChain %arg1[%20] : !spirv.ptr<!spirv.array<1024 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %22 = spirv.Load "CrossWorkgroup" %21 : f32
            %23 = spirv.IMul %3, %cst256_i64 : i64
            %24 = spirv.IMul %5, %cst32_i64 : i64
            %25 = spirv.IAdd %24, %23 : i64
            %26 = spirv.IAdd %1, %25 : i64
            %27 = spirv.AccessChain %arg2[%26] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %28 = spirv.Load "CrossWorkgroup" %27 : f32
            %29 = spirv.FMul %18, %22 : f32
            %30 = spirv.FAdd %28, %29 : f32
            %31 = spirv.IMul %3, %cst256_i64 : i64
            %32 = spirv.IMul %5, %cst32_i64 : i64
            %33 = spirv.IAdd %32, %31 : i64
            %34 = spirv.IAdd %1, %33 : i64
            %35 = spirv.AccessChain %arg2[%34] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %35, %30 : f32
            %36 = spirv.IAdd %11, %cst1_i64 : i64
            spirv.Branch ^bb1(%36 : i64)
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
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<1x8x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_4 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_4 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<1024 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i64 : i64)
          ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb2
            %12 = spirv.SLessThan %11, %cst32_i64 : i64
            spirv.BranchConditional %12, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %13 = spirv.IMul %3, %cst256_i64 : i64
            %14 = spirv.IMul %5, %cst32_i64 : i64
            %15 = spirv.IAdd %14, %13 : i64
            %16 = spirv.IAdd %11, %15 : i64
            %17 = spirv.AccessChain %arg0[%16] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.IMul %1, %cst32_i64 : i64
            %20 = spirv.IAdd %11, %19 : i64
            %21 = spirv.AccessChain %arg1[%20] : !spirv.ptr<!spirv.array<1024 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %22 = spirv.Load "CrossWorkgroup" %21 : f32
            %23 = spirv.IMul %3, %cst256_i64 : i64
            %24 = spirv.IMul %5, %cst32_i64 : i64
            %25 = spirv.IAdd %24, %23 : i64
            %26 = spirv.IAdd %1, %25 : i64
            %27 = spirv.AccessChain %arg2[%26] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %28 = spirv.Load "CrossWorkgroup" %27 : f32
            %29 = spirv.FMul %18, %22 : f32
            %30 = spirv.FAdd %28, %29 : f32
            %31 = spirv.IMul %3, %cst256_i64 : i64
            %32 = spirv.IMul %5, %cst32_i64 : i64
            %33 = spirv.IAdd %32, %31 : i64
            %34 = spirv.IAdd %1, %33 : i64
            %35 = spirv.AccessChain %arg2[%34] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %35, %30 : f32
            %36 = spirv.IAdd %11, %cst1_i64 : i64
            spirv.Branch ^bb1(%36 : i64)
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
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<1x8x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_5 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_5 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst64_i64 = spirv.Constant 64 : i64
        %cst_f32 = spirv.Constant 0.000000e+00 : f32
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst8_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst64_i64 : i64
          %12 = spirv.IMul %5, %cst8_i64 : i64
          %13 = spirv.IAdd %12, %11 : i64
          %14 = spirv.IAdd %1, %13 : i64
          %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %15, %cst_f32 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x8xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_6 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_6 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg3: !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, %arg4: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst64_i64 = spirv.Constant 64 : i64
        %cst256_i64 = spirv.Constant 256 : i64
        %cst32_i64 = spirv.Constant 32 : i64
        %cst0_i64 = spirv.Constant 0 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst8_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i64 : i64)
          ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb2
            %12 = spirv.SLessThan %11, %cst32_i64 : i64
            spirv.BranchConditional %12, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %13 = spirv.IMul %3, %cst256_i64 : i64
            %14 = spirv.IMul %5, %cst32_i64 : i64
            %15 = spirv.IAdd %14, %13 : i64
            %16 = spirv.IAdd %11, %15 : i64
            %17 = spirv.AccessChain %arg0[%16] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.AccessChain %arg1[%11] : !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %20 = spirv.Load "CrossWorkgroup" %19 : f32
            %21 = spirv.IMul %3, %cst256_i64 : i64
            %22 = spirv.IMul %1, %cst32_i64 : i64
            %23 = spirv.IAdd %22, %21 : i64
            %24 = spirv.IAdd %11, %23 : i64
            %25 = spirv.AccessChain %arg2[%24] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %26 = spirv.Load "CrossWorkgroup" %25 : f32
            %27 = spirv.AccessChain %arg3[%11] : !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %28 = spirv.Load "CrossWorkgroup" %27 : f32
            %29 = spirv.IMul %3, %cst64_i64 : i64
            %30 = spirv.IMul %5, %cst8_i64 : i64
            %31 = spirv.IAdd %30, %29 : i64
            %32 = spirv.IAdd %1, %31 : i64
            %33 = spirv.AccessChain %arg4[%32] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %34 = spirv.Load "CrossWorkgroup" %33 : f32
            %35 = spirv.FAdd %26, %28 : f32
            %36 = spirv.FAdd %18, %20 : f32
            %37 = spirv.FMul %36, %35 : f32
            %38 = spirv.FAdd %34, %37 : f32
            %39 = spirv.IMul %3, %cst64_i64 : i64
            %40 = spirv.IMul %5, %cst8_i64 : i64
            %41 = spirv.IAdd %40, %39 : i64
            %42 = spirv.IAdd %1, %41 : i64
            %43 = spirv.AccessChain %arg4[%42] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %43, %38 : f32
            %44 = spirv.IAdd %11, %cst1_i64 : i64
            spirv.Branch ^bb1(%44 : i64)
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
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32xf32>, %arg2: memref<1x8x32xf32>, %arg3: memref<32xf32>, %arg4: memref<1x8x8xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_7 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_7 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst64_i64 = spirv.Constant 64 : i64
        %cst_f64 = spirv.Constant 0.17677669529663689 : f64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst8_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst64_i64 : i64
          %12 = spirv.IMul %5, %cst8_i64 : i64
          %13 = spirv.IAdd %12, %11 : i64
          %14 = spirv.IAdd %1, %13 : i64
          %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %16 = spirv.Load "CrossWorkgroup" %15 : f32
          %17 = spirv.FConvert %cst_f64 : f64 to f32
          %18 = spirv.FMul %16, %17 : f32
          %19 = spirv.IMul %3, %cst64_i64 : i64
          %20 = spirv.IMul %5, %cst8_i64 : i64
          %21 = spirv.IAdd %20, %19 : i64
          %22 = spirv.IAdd %1, %21 : i64
          %23 = spirv.AccessChain %arg0[%22] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %23, %18 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x8xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_8 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_8 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst_f32 = spirv.Constant 0xFF800000 : f32
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
    func.func @main_kernel(%arg0: memref<1x8x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_9 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_9 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst64_i64 = spirv.Constant 64 : i64
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
            %8 = spirv.SLessThan %7, %cst8_i64 : i64
            spirv.BranchConditional %8, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %9 = spirv.IMul %1, %cst64_i64 : i64
            %10 = spirv.IMul %3, %cst8_i64 : i64
            %11 = spirv.IAdd %10, %9 : i64
            %12 = spirv.IAdd %7, %11 : i64
            %13 = spirv.AccessChain %arg0[%12] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %14 = spirv.Load "CrossWorkgroup" %13 : f32
            %15 = spirv.IMul %1, %cst8_i64 : i64
            %16 = spirv.IAdd %3, %15 : i64
            %17 = spirv.AccessChain %arg1[%16] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.CL.fmax %14, %18 : f32
            %20 = spirv.IsNan %14 : f32
            %21 = spirv.IsNan %18 : f32
            %22 = spirv.Select %20, %14, %19 : i1, f32
            %23 = spirv.Select %21, %18, %22 : i1, f32
            %24 = spirv.IMul %1, %cst8_i64 : i64
            %25 = spirv.IAdd %3, %24 : i64
            %26 = spirv.AccessChain %arg1[%25] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
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
    func.func @main_kernel(%arg0: memref<1x8x1x8xf32>, %arg1: memref<1x8x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_10 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_10 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst64_i64 = spirv.Constant 64 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst8_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst64_i64 : i64
          %12 = spirv.IMul %5, %cst8_i64 : i64
          %13 = spirv.IAdd %12, %11 : i64
          %14 = spirv.IAdd %1, %13 : i64
          %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %16 = spirv.Load "CrossWorkgroup" %15 : f32
          %17 = spirv.IMul %3, %cst8_i64 : i64
          %18 = spirv.IAdd %5, %17 : i64
          %19 = spirv.AccessChain %arg1[%18] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %20 = spirv.Load "CrossWorkgroup" %19 : f32
          %21 = spirv.FSub %16, %20 : f32
          %22 = spirv.CL.exp %21 : f32
          %23 = spirv.IMul %3, %cst64_i64 : i64
          %24 = spirv.IMul %5, %cst8_i64 : i64
          %25 = spirv.IAdd %24, %23 : i64
          %26 = spirv.IAdd %1, %25 : i64
          %27 = spirv.AccessChain %arg0[%26] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %27, %22 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x8xf32>, %arg1: memref<1x8x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_11 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_11 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
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
    func.func @main_kernel(%arg0: memref<1x8x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_12 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_12 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
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
          %10 = spirv.Load "CrossWorkgroup" %9 : f32
          %11 = spirv.IMul %1, %cst8_i64 : i64
          %12 = spirv.IAdd %3, %11 : i64
          %13 = spirv.AccessChain %arg1[%12] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %13, %10 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x1xf32>, %arg1: memref<1x8x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_13 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_13 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst64_i64 = spirv.Constant 64 : i64
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
            %8 = spirv.SLessThan %7, %cst8_i64 : i64
            spirv.BranchConditional %8, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %9 = spirv.IMul %1, %cst64_i64 : i64
            %10 = spirv.IMul %3, %cst8_i64 : i64
            %11 = spirv.IAdd %10, %9 : i64
            %12 = spirv.IAdd %7, %11 : i64
            %13 = spirv.AccessChain %arg0[%12] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %14 = spirv.Load "CrossWorkgroup" %13 : f32
            %15 = spirv.IMul %1, %cst8_i64 : i64
            %16 = spirv.IAdd %3, %15 : i64
            %17 = spirv.AccessChain %arg1[%16] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.FAdd %14, %18 : f32
            %20 = spirv.IMul %1, %cst8_i64 : i64
            %21 = spirv.IAdd %3, %20 : i64
            %22 = spirv.AccessChain %arg1[%21] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %22, %19 : f32
            %23 = spirv.IAdd %7, %cst1_i64 : i64
            spirv.Branch ^bb1(%23 : i64)
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
    func.func @main_kernel(%arg0: memref<1x8x8xf32>, %arg1: memref<1x8x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_14 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_14 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst_f32 = spirv.Constant 0.000000e+00 : f32
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst256_i64 : i64
          %12 = spirv.IMul %5, %cst32_i64 : i64
          %13 = spirv.IAdd %12, %11 : i64
          %14 = spirv.IAdd %1, %13 : i64
          %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %15, %cst_f32 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_15 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_15 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg3: !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, %arg4: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst64_i64 = spirv.Constant 64 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i64 : i64)
          ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb2
            %12 = spirv.SLessThan %11, %cst8_i64 : i64
            spirv.BranchConditional %12, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %13 = spirv.IMul %3, %cst64_i64 : i64
            %14 = spirv.IMul %5, %cst8_i64 : i64
            %15 = spirv.IAdd %14, %13 : i64
            %16 = spirv.IAdd %11, %15 : i64
            %17 = spirv.AccessChain %arg0[%16] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.IMul %3, %cst8_i64 : i64
            %20 = spirv.IAdd %5, %19 : i64
            %21 = spirv.AccessChain %arg1[%20] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %22 = spirv.Load "CrossWorkgroup" %21 : f32
            %23 = spirv.IMul %3, %cst256_i64 : i64
            %24 = spirv.IMul %11, %cst32_i64 : i64
            %25 = spirv.IAdd %24, %23 : i64
            %26 = spirv.IAdd %1, %25 : i64
            %27 = spirv.AccessChain %arg2[%26] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %28 = spirv.Load "CrossWorkgroup" %27 : f32
            %29 = spirv.AccessChain %arg3[%1] : !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %30 = spirv.Load "CrossWorkgroup" %29 : f32
            %31 = spirv.IMul %3, %cst256_i64 : i64
            %32 = spirv.IMul %5, %cst32_i64 : i64
            %33 = spirv.IAdd %32, %31 : i64
            %34 = spirv.IAdd %1, %33 : i64
            %35 = spirv.AccessChain %arg4[%34] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %36 = spirv.Load "CrossWorkgroup" %35 : f32
            %37 = spirv.FAdd %28, %30 : f32
            %38 = spirv.FDiv %18, %22 : f32
            %39 = spirv.FMul %38, %37 : f32
            %40 = spirv.FAdd %36, %39 : f32
            %41 = spirv.IMul %3, %cst256_i64 : i64
            %42 = spirv.IMul %5, %cst32_i64 : i64
            %43 = spirv.IAdd %42, %41 : i64
            %44 = spirv.IAdd %1, %43 : i64
            %45 = spirv.AccessChain %arg4[%44] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %45, %40 : f32
            %46 = spirv.IAdd %11, %cst1_i64 : i64
            spirv.Branch ^bb1(%46 : i64)
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
    func.func @main_kernel(%arg0: memref<1x8x8xf32>, %arg1: memref<1x8x1xf32>, %arg2: memref<1x8x32xf32>, %arg3: memref<32xf32>, %arg4: memref<1x8x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_16 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_16 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst256_i64 : i64
          %12 = spirv.IMul %5, %cst32_i64 : i64
          %13 = spirv.IAdd %12, %11 : i64
          %14 = spirv.IAdd %1, %13 : i64
          %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %16 = spirv.Load "CrossWorkgroup" %15 : f32
          %17 = spirv.IMul %3, %cst256_i64 : i64
          %18 = spirv.IMul %5, %cst32_i64 : i64
          %19 = spirv.IAdd %18, %17 : i64
          %20 = spirv.IAdd %1, %19 : i64
          %21 = spirv.AccessChain %arg1[%20] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %22 = spirv.Load "CrossWorkgroup" %21 : f32
          %23 = spirv.FAdd %16, %22 : f32
          %24 = spirv.IMul %3, %cst256_i64 : i64
          %25 = spirv.IMul %5, %cst32_i64 : i64
          %26 = spirv.IAdd %25, %24 : i64
          %27 = spirv.IAdd %1, %26 : i64
          %28 = spirv.AccessChain %arg0[%27] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %28, %23 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_17 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_17 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<256 x f64>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst256_i64 : i64
          %12 = spirv.IMul %5, %cst32_i64 : i64
          %13 = spirv.IAdd %12, %11 : i64
          %14 = spirv.IAdd %1, %13 : i64
          %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %16 = spirv.Load "CrossWorkgroup" %15 : f32
          %17 = spirv.FConvert %16 : f32 to f64
          %18 = spirv.IMul %3, %cst256_i64 : i64
          %19 = spirv.IMul %5, %cst32_i64 : i64
          %20 = spirv.IAdd %19, %18 : i64
          %21 = spirv.IAdd %1, %20 : i64
          %22 = spirv.AccessChain %arg1[%21] : !spirv.ptr<!spirv.array<256 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %22, %17 : f64
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf64>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_18 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_18 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst_f64 = spirv.Constant 0.000000e+00 : f64
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
          %9 = spirv.AccessChain %arg0[%8] : !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %9, %cst_f64 : f64
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x1xf64>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_19 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_19 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
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
          %9 = spirv.AccessChain %arg0[%8] : !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
          %10 = spirv.Load "CrossWorkgroup" %9 : f64
          %11 = spirv.IMul %1, %cst8_i64 : i64
          %12 = spirv.IAdd %3, %11 : i64
          %13 = spirv.AccessChain %arg1[%12] : !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %13, %10 : f64
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x1xf64>, %arg1: memref<1x8x1xf64>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_20 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_20 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f64>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst32_i64 = spirv.Constant 32 : i64
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
            %8 = spirv.SLessThan %7, %cst32_i64 : i64
            spirv.BranchConditional %8, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %9 = spirv.IMul %1, %cst256_i64 : i64
            %10 = spirv.IMul %3, %cst32_i64 : i64
            %11 = spirv.IAdd %10, %9 : i64
            %12 = spirv.IAdd %7, %11 : i64
            %13 = spirv.AccessChain %arg0[%12] : !spirv.ptr<!spirv.array<256 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
            %14 = spirv.Load "CrossWorkgroup" %13 : f64
            %15 = spirv.IMul %1, %cst8_i64 : i64
            %16 = spirv.IAdd %3, %15 : i64
            %17 = spirv.AccessChain %arg1[%16] : !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f64
            %19 = spirv.FAdd %14, %18 : f64
            %20 = spirv.IMul %1, %cst8_i64 : i64
            %21 = spirv.IAdd %3, %20 : i64
            %22 = spirv.AccessChain %arg1[%21] : !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %22, %19 : f64
            %23 = spirv.IAdd %7, %cst1_i64 : i64
            spirv.Branch ^bb1(%23 : i64)
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
    func.func @main_kernel(%arg0: memref<1x8x32xf64>, %arg1: memref<1x8x1xf64>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_21 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_21 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f64>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst32_i64 = spirv.Constant 32 : i64
        %cst_f64 = spirv.Constant 3.200000e+01 : f64
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
            %8 = spirv.SLessThan %7, %cst32_i64 : i64
            spirv.BranchConditional %8, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %9 = spirv.IMul %1, %cst256_i64 : i64
            %10 = spirv.IMul %3, %cst32_i64 : i64
            %11 = spirv.IAdd %10, %9 : i64
            %12 = spirv.IAdd %7, %11 : i64
            %13 = spirv.AccessChain %arg0[%12] : !spirv.ptr<!spirv.array<256 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
            %14 = spirv.Load "CrossWorkgroup" %13 : f64
            %15 = spirv.IMul %1, %cst8_i64 : i64
            %16 = spirv.IAdd %3, %15 : i64
            %17 = spirv.AccessChain %arg1[%16] : !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f64
            %19 = spirv.IMul %1, %cst8_i64 : i64
            %20 = spirv.IAdd %3, %19 : i64
            %21 = spirv.AccessChain %arg2[%20] : !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
            %22 = spirv.Load "CrossWorkgroup" %21 : f64
            %23 = spirv.FDiv %18, %cst_f64 : f64
            %24 = spirv.FSub %14, %23 : f64
            %25 = spirv.FMul %24, %24 : f64
            %26 = spirv.FAdd %25, %22 : f64
            %27 = spirv.IMul %1, %cst8_i64 : i64
            %28 = spirv.IAdd %3, %27 : i64
            %29 = spirv.AccessChain %arg2[%28] : !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %29, %26 : f64
            %30 = spirv.IAdd %7, %cst1_i64 : i64
            spirv.Branch ^bb1(%30 : i64)
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
    func.func @main_kernel(%arg0: memref<1x8x32xf64>, %arg1: memref<1x8x1xf64>, %arg2: memref<1x8x1xf64>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_22 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_22 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
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
          %10 = spirv.Load "CrossWorkgroup" %9 : f32
          %11 = spirv.IMul %1, %cst8_i64 : i64
          %12 = spirv.IAdd %3, %11 : i64
          %13 = spirv.AccessChain %arg1[%12] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %13, %10 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x1xf32>, %arg1: memref<1x8x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_23 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_23 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst32_i64 = spirv.Constant 32 : i64
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
            %8 = spirv.SLessThan %7, %cst32_i64 : i64
            spirv.BranchConditional %8, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %9 = spirv.IMul %1, %cst256_i64 : i64
            %10 = spirv.IMul %3, %cst32_i64 : i64
            %11 = spirv.IAdd %10, %9 : i64
            %12 = spirv.IAdd %7, %11 : i64
            %13 = spirv.AccessChain %arg0[%12] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %14 = spirv.Load "CrossWorkgroup" %13 : f32
            %15 = spirv.IMul %1, %cst8_i64 : i64
            %16 = spirv.IAdd %3, %15 : i64
            %17 = spirv.AccessChain %arg1[%16] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.FAdd %14, %18 : f32
            %20 = spirv.IMul %1, %cst8_i64 : i64
            %21 = spirv.IAdd %3, %20 : i64
            %22 = spirv.AccessChain %arg1[%21] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %22, %19 : f32
            %23 = spirv.IAdd %7, %cst1_i64 : i64
            spirv.Branch ^bb1(%23 : i64)
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
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_24 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_24 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, %arg3: !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, %arg4: !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst_f32 = spirv.Constant 3.200000e+01 : f32
        %cst_f64 = spirv.Constant 1.000000e-05 : f64
        %cst_f64_0 = spirv.Constant 3.200000e+01 : f64
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst256_i64 : i64
          %12 = spirv.IMul %5, %cst32_i64 : i64
          %13 = spirv.IAdd %12, %11 : i64
          %14 = spirv.IAdd %1, %13 : i64
          %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %16 = spirv.Load "CrossWorkgroup" %15 : f32
          %17 = spirv.IMul %3, %cst8_i64 : i64
          %18 = spirv.IAdd %5, %17 : i64
          %19 = spirv.AccessChain %arg1[%18] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %20 = spirv.Load "CrossWorkgroup" %19 : f32
          %21 = spirv.IMul %3, %cst8_i64 : i64
          %22 = spirv.IAdd %5, %21 : i64
          %23 = spirv.AccessChain %arg2[%22] : !spirv.ptr<!spirv.array<8 x f64>, CrossWorkgroup>, i64 -> !spirv.ptr<f64, CrossWorkgroup>
          %24 = spirv.Load "CrossWorkgroup" %23 : f64
          %25 = spirv.AccessChain %arg3[%1] : !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %26 = spirv.Load "CrossWorkgroup" %25 : f32
          %27 = spirv.AccessChain %arg4[%1] : !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %28 = spirv.Load "CrossWorkgroup" %27 : f32
          %29 = spirv.FDiv %24, %cst_f64_0 : f64
          %30 = spirv.FConvert %29 : f64 to f32
          %31 = spirv.FConvert %cst_f64 : f64 to f32
          %32 = spirv.FAdd %30, %31 : f32
          %33 = spirv.CL.rsqrt %32 : f32
          %34 = spirv.FDiv %20, %cst_f32 : f32
          %35 = spirv.FSub %16, %34 : f32
          %36 = spirv.FMul %35, %33 : f32
          %37 = spirv.FMul %36, %26 : f32
          %38 = spirv.FAdd %37, %28 : f32
          %39 = spirv.IMul %3, %cst256_i64 : i64
          %40 = spirv.IMul %5, %cst32_i64 : i64
          %41 = spirv.IAdd %40, %39 : i64
          %42 = spirv.IAdd %1, %41 : i64
          %43 = spirv.AccessChain %arg0[%42] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %43, %38 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>, %arg2: memref<1x8x1xf64>, %arg3: memref<32xf32>, %arg4: memref<32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_25 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_25 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst32_i64 = spirv.Constant 32 : i64
        %cst2_i64 = spirv.Constant 2 : i64
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
            %8 = spirv.SLessThan %7, %cst32_i64 : i64
            spirv.BranchConditional %8, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %9 = spirv.IMul %1, %cst256_i64 : i64
            %10 = spirv.IMul %3, %cst32_i64 : i64
            %11 = spirv.IAdd %10, %9 : i64
            %12 = spirv.IAdd %7, %11 : i64
            %13 = spirv.AccessChain %arg0[%12] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %14 = spirv.Load "CrossWorkgroup" %13 : f32
            %15 = spirv.IMul %1, %cst8_i64 : i64
            %16 = spirv.IAdd %3, %15 : i64
            %17 = spirv.AccessChain %arg1[%16] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.CL.pown %14, %cst2_i64 : f32, i64 -> f32
            %20 = spirv.FAdd %19, %18 : f32
            %21 = spirv.IMul %1, %cst8_i64 : i64
            %22 = spirv.IAdd %3, %21 : i64
            %23 = spirv.AccessChain %arg1[%22] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %23, %20 : f32
            %24 = spirv.IAdd %7, %cst1_i64 : i64
            spirv.Branch ^bb1(%24 : i64)
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
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_26 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_26 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst256_i64 = spirv.Constant 256 : i64
        %cst_f64 = spirv.Constant 9.9999999999999995E-7 : f64
        %cst_f32 = spirv.Constant 3.200000e+01 : f32
        %cst32_i64 = spirv.Constant 32 : i64
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
        %6 = spirv.ULessThan %3, %cst1_i64 : i64
        %7 = spirv.ULessThan %5, %cst8_i64 : i64
        %8 = spirv.LogicalAnd %6, %7 : i1
        %9 = spirv.ULessThan %1, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst256_i64 : i64
          %12 = spirv.IMul %5, %cst32_i64 : i64
          %13 = spirv.IAdd %12, %11 : i64
          %14 = spirv.IAdd %1, %13 : i64
          %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %16 = spirv.Load "CrossWorkgroup" %15 : f32
          %17 = spirv.IMul %3, %cst8_i64 : i64
          %18 = spirv.IAdd %5, %17 : i64
          %19 = spirv.AccessChain %arg1[%18] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %20 = spirv.Load "CrossWorkgroup" %19 : f32
          %21 = spirv.FDiv %20, %cst_f32 : f32
          %22 = spirv.FConvert %cst_f64 : f64 to f32
          %23 = spirv.FAdd %21, %22 : f32
          %24 = spirv.CL.rsqrt %23 : f32
          %25 = spirv.FMul %16, %24 : f32
          %26 = spirv.CL.tanh %25 : f32
          %27 = spirv.IMul %3, %cst256_i64 : i64
          %28 = spirv.IMul %5, %cst32_i64 : i64
          %29 = spirv.IAdd %28, %27 : i64
          %30 = spirv.IAdd %1, %29 : i64
          %31 = spirv.AccessChain %arg0[%30] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %31, %26 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) attributes {gpu.kernel} {
      return
    }
  }
}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171 gpu_mlir=2b0d6285371d
