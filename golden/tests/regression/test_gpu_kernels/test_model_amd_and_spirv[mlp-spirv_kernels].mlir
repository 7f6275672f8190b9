module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_32x16xf32 : memref<32x16xf32> = dense_resource<torch_tensor_32_16_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_0 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x32xf32 : memref<8x32xf32> = dense_resource<torch_tensor_8_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32> {alignment = 64 : i64}
  func.func @main(%arg0: memref<2x16xf32>) -> memref<2x8xf32> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %1 = memref.get_global @__constant_8x32xf32 : memref<8x32xf32>
    %2 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %3 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %4 = memref.get_global @__constant_32xf32_0 : memref<32xf32>
    %5 = memref.get_global @__constant_32x16xf32 : memref<32x16xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x32xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<2x32xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x32xf32>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<2x32xf32>, %alloc_0 : memref<2x32xf32>)
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%arg0 : memref<2x16xf32>, %5 : memref<32x16xf32>, %alloc_0 : memref<2x32xf32>)
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<2x32xf32>, %4 : memref<32xf32>, %3 : memref<32x32xf32>, %alloc : memref<2x32xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x8xf32>
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<2x8xf32>)
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<2x32xf32>, %2 : memref<32xf32>, %1 : memref<8x32xf32>, %alloc_1 : memref<2x8xf32>)
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<2x8xf32>, %0 : memref<8xf32>)
    memref.dealloc %alloc : memref<2x32xf32>
    memref.dealloc %alloc_0 : memref<2x32xf32>
    return %alloc_1 : memref<2x8xf32>
  }
  gpu.module @main_kernel attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst_f32 = spirv.Constant 0.000000e+00 : f32
        %cst32_i64 = spirv.Constant 32 : i64
        %cst2_i64 = spirv.Constant 2 : i64
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
        %8 = spirv.ULessThan %3, %cst2_i64 : i64
        %9 = spirv.ULessThan %7, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst32_i64 : i64
          %12 = spirv.IAdd %7, %11 : i64
          %13 = spirv.AccessChain %arg0[%12] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %13, %cst_f32 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<2x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_0 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_0 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst32_i64 = spirv.Constant 32 : i64
        %cst2_i64 = spirv.Constant 2 : i64
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
        %8 = spirv.ULessThan %3, %cst2_i64 : i64
        %9 = spirv.ULessThan %7, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %11 = spirv.IMul %3, %cst32_i64 : i64
          %12 = spirv.IAdd %7, %11 : i64
          %13 = spirv.AccessChain %arg0[%12] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %14 = spirv.Load "CrossWorkgroup" %13 : f32
          %15 = spirv.IMul %3, %cst32_i64 : i64
          %16 = spirv.IAdd %7, %15 : i64
          %17 = spirv.AccessChain %arg1[%16] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %17, %14 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<2x32xf32>, %arg1: memref<2x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_1 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_1 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<512 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst1_i64 = spirv.Constant 1 : i64
        %cst16_i64 = spirv.Constant 16 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst32_i64 = spirv.Constant 32 : i64
        %cst2_i64 = spirv.Constant 2 : i64
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
        %8 = spirv.ULessThan %3, %cst2_i64 : i64
        %9 = spirv.ULessThan %7, %cst32_i64 : i64
        %10 = spirv.LogicalAnd %8, %9 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i64 : i64)
          ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb2
            %12 = spirv.SLessThan %11, %cst16_i64 : i64
            spirv.BranchConditional %12, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %13 = spirv.IMul %3, %cst16_i64 : i64
            %14 = spirv.IAdd %11, %13 : i64
            %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %16 = spirv.Load "CrossWorkgroup" %15 : f32
            %17 = spirv.IMul %7, %cst16_i64 : i64
            %18 = spirv.IAdd %11, %17 : i64
            %19 = spirv.AccessChain %arg1[%18] : !spirv.ptr<!spirv.array<512 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %20 = spirv.Load "CrossWorkgroup" %19 : f32
            %21 = spirv.IMul %3, %cst32_i64 : i64
            %22 = spirv.IAdd %7, %21 : i64
            %23 = spirv.AccessChain %arg2[%22] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %24 = spirv.Load "CrossWorkgroup" %23 : f32
            %25 = spirv.FMul %16, %20 : f32
            %26 = spirv.FAdd %24, %25 : f32
            %27 = spirv.IMul %3, %cst32_i64 : i64
            %28 = spirv.IAdd %7, %27 : i64
            %29 = spirv.AccessChain %arg2[%28] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %29, %26 : f32
            %30 = spirv.IAdd %11, %cst1_i64 : i64
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
    func.func @main_kernel(%arg0: memref<2x16xf32>, %arg1: memref<32x16xf32>, %arg2: memref<2x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_2 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_2 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<1024 x f32>, CrossWorkgroup>, %arg3: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst1_i64 = spirv.Constant 1 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst_f32 = spirv.Constant 5.000000e-01 : f32
        %cst_f32_0 = spirv.Constant 1.000000e+00 : f32
        %cst_f32_1 = spirv.Constant 1.41421354 : f32
        %cst32_i64 = spirv.Constant 32 : i64
        %cst2_i64 = spirv.Constant 2 : i64
        %cst8_i64 = spirv.Constant 8 : i64
        %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[1 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_2 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_2 : vector<3xi64>
        %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi64>
        %6 = spirv.IMul %1, %cst8_i64 {no_signed_wrap} : i64
        %7 = spirv.IAdd %5, %6 : i64
        %8 = spirv.ULessThan %3, %cst2_i64 : i64
        %9 = spirv.ULessThan %7, %cst32_i64 : i64
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
            %13 = spirv.IMul %3, %cst32_i64 : i64
            %14 = spirv.IAdd %11, %13 : i64
            %15 = spirv.AccessChain %arg0[%14] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %16 = spirv.Load "CrossWorkgroup" %15 : f32
            %17 = spirv.AccessChain %arg1[%11] : !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.IMul %7, %cst32_i64 : i64
            %20 = spirv.IAdd %11, %19 : i64
            %21 = spirv.AccessChain %arg2[%20] : !spirv.ptr<!spirv.array<1024 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %22 = spirv.Load "CrossWorkgroup" %21 : f32
            %23 = spirv.IMul %3, %cst32_i64 : i64
            %24 = spirv.IAdd %7, %23 : i64
            %25 = spirv.AccessChain %arg3[%24] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %26 = spirv.Load "CrossWorkgroup" %25 : f32
            %27 = spirv.FAdd %16, %18 : f32
            %28 = spirv.FDiv %27, %cst_f32_1 : f32
            %29 = spirv.CL.erf %28 : f32
            %30 = spirv.FAdd %29, %cst_f32_0 : f32
            %31 = spirv.FMul %30, %cst_f32 : f32
            %32 = spirv.FMul %27, %31 : f32
            %33 = spirv.FMul %32, %22 : f32
            %34 = spirv.FAdd %26, %33 : f32
            %35 = spirv.IMul %3, %cst32_i64 : i64
            %36 = spirv.IAdd %7, %35 : i64
            %37 = spirv.AccessChain %arg3[%36] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %37, %34 : f32
            %38 = spirv.IAdd %11, %cst1_i64 : i64
            spirv.Branch ^bb1(%38 : i64)
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
    func.func @main_kernel(%arg0: memref<2x32xf32>, %arg1: memref<32xf32>, %arg2: memref<32x32xf32>, %arg3: memref<2x32xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_3 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_3 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<16 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst_f32 = spirv.Constant 0.000000e+00 : f32
        %cst8_i64 = spirv.Constant 8 : i64
        %cst2_i64 = spirv.Constant 2 : i64
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi64>
        %4 = spirv.ULessThan %1, %cst2_i64 : i64
        %5 = spirv.ULessThan %3, %cst8_i64 : i64
        %6 = spirv.LogicalAnd %4, %5 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %6, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %7 = spirv.IMul %1, %cst8_i64 : i64
          %8 = spirv.IAdd %3, %7 : i64
          %9 = spirv.AccessChain %arg0[%8] : !spirv.ptr<!spirv.array<16 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %9, %cst_f32 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<2x8xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_4 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_4 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, %arg2: !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, %arg3: !spirv.ptr<!spirv.array<16 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst1_i64 = spirv.Constant 1 : i64
        %cst32_i64 = spirv.Constant 32 : i64
        %cst0_i64 = spirv.Constant 0 : i64
        %cst_f32 = spirv.Constant 1.000000e+00 : f32
        %cst8_i64 = spirv.Constant 8 : i64
        %cst2_i64 = spirv.Constant 2 : i64
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi64>
        %4 = spirv.ULessThan %1, %cst2_i64 : i64
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
            %9 = spirv.IMul %1, %cst32_i64 : i64
            %10 = spirv.IAdd %7, %9 : i64
            %11 = spirv.AccessChain %arg0[%10] : !spirv.ptr<!spirv.array<64 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %12 = spirv.Load "CrossWorkgroup" %11 : f32
            %13 = spirv.AccessChain %arg1[%7] : !spirv.ptr<!spirv.array<32 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %14 = spirv.Load "CrossWorkgroup" %13 : f32
            %15 = spirv.IMul %3, %cst32_i64 : i64
            %16 = spirv.IAdd %7, %15 : i64
            %17 = spirv.AccessChain %arg2[%16] : !spirv.ptr<!spirv.array<256 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %18 = spirv.Load "CrossWorkgroup" %17 : f32
            %19 = spirv.IMul %1, %cst8_i64 : i64
            %20 = spirv.IAdd %3, %19 : i64
            %21 = spirv.AccessChain %arg3[%20] : !spirv.ptr<!spirv.array<16 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            %22 = spirv.Load "CrossWorkgroup" %21 : f32
            %23 = spirv.FAdd %12, %14 : f32
            %24 = spirv.FNegate %23 : f32
            %25 = spirv.CL.exp %24 : f32
            %26 = spirv.FAdd %25, %cst_f32 : f32
            %27 = spirv.FDiv %cst_f32, %26 : f32
            %28 = spirv.FMul %23, %27 : f32
            %29 = spirv.FMul %28, %18 : f32
            %30 = spirv.FAdd %22, %29 : f32
            %31 = spirv.IMul %1, %cst8_i64 : i64
            %32 = spirv.IAdd %3, %31 : i64
            %33 = spirv.AccessChain %arg3[%32] : !spirv.ptr<!spirv.array<16 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
            spirv.Store "CrossWorkgroup" %33, %30 : f32
            %34 = spirv.IAdd %7, %cst1_i64 : i64
            spirv.Branch ^bb1(%34 : i64)
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
    func.func @main_kernel(%arg0: memref<2x32xf32>, %arg1: memref<32xf32>, %arg2: memref<8x32xf32>, %arg3: memref<2x8xf32>) attributes {gpu.kernel} {
      return
    }
  }
  gpu.module @main_kernel_5 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
    spirv.module @__spv__main_kernel_5 Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>} {
      spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi64>, Input>
      spirv.func @main_kernel(%arg0: !spirv.ptr<!spirv.array<16 x f32>, CrossWorkgroup>, %arg1: !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>) "None" attributes {kernel, known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>, workgroup_attributions = 0 : i64} {
        %cst8_i64 = spirv.Constant 8 : i64
        %cst2_i64 = spirv.Constant 2 : i64
        %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi64>
        %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi64>
        %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi64>, Input>
        %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi64>
        %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi64>
        %4 = spirv.ULessThan %1, %cst2_i64 : i64
        %5 = spirv.ULessThan %3, %cst8_i64 : i64
        %6 = spirv.LogicalAnd %4, %5 : i1
        spirv.mlir.selection {
          spirv.BranchConditional %6, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %7 = spirv.IMul %1, %cst8_i64 : i64
          %8 = spirv.IAdd %3, %7 : i64
          %9 = spirv.AccessChain %arg0[%8] : !spirv.ptr<!spirv.array<16 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %10 = spirv.Load "CrossWorkgroup" %9 : f32
          %11 = spirv.AccessChain %arg1[%3] : !spirv.ptr<!spirv.array<8 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          %12 = spirv.Load "CrossWorkgroup" %11 : f32
          %13 = spirv.FAdd %10, %12 : f32
          %14 = spirv.IMul %1, %cst8_i64 : i64
          %15 = spirv.IAdd %3, %14 : i64
          %16 = spirv.AccessChain %arg0[%15] : !spirv.ptr<!spirv.array<16 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
          spirv.Store "CrossWorkgroup" %16, %13 : f32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        spirv.Return
      }
    }
    func.func @main_kernel(%arg0: memref<2x8xf32>, %arg1: memref<8xf32>) attributes {gpu.kernel} {
      return
    }
  }
}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 gpu_mlir=e5c6ba8306b2
