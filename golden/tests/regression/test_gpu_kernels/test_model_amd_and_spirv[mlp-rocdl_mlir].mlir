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
  gpu.module @main_kernel [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 4, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = rocdl.workgroup.id.y range <i32, 0, 4> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.mul %5, %0 overflow<nsw> : i64
      %11 = llvm.add %9, %10 : i64
      %12 = llvm.icmp "ult" %7, %3 : i64
      %13 = llvm.icmp "ult" %11, %2 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %16 = llvm.add %15, %11 overflow<nsw, nuw> : i64
      %17 = llvm.getelementptr inbounds|nuw %arg0[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %1, %17 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_0 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 4, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = rocdl.workgroup.id.y range <i32, 0, 4> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.mul %4, %0 overflow<nsw> : i64
      %10 = llvm.add %8, %9 : i64
      %11 = llvm.icmp "ult" %6, %2 : i64
      %12 = llvm.icmp "ult" %10, %1 : i64
      %13 = llvm.and %11, %12 : i1
      llvm.cond_br %13, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %14 = llvm.mul %6, %1 overflow<nsw, nuw> : i64
      %15 = llvm.add %14, %10 overflow<nsw, nuw> : i64
      %16 = llvm.getelementptr inbounds|nuw %arg0[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load %16 : !llvm.ptr -> f32
      %18 = llvm.getelementptr inbounds|nuw %arg1[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %17, %18 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_1 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 4, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = rocdl.workgroup.id.y range <i32, 0, 4> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.mul %7, %0 overflow<nsw> : i64
      %13 = llvm.add %11, %12 : i64
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %13, %3 : i64
      %16 = llvm.and %14, %15 : i1
      llvm.cond_br %16, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%5 : i64)
    ^bb2(%17: i64):  // 2 preds: ^bb1, ^bb3
      %18 = llvm.icmp "slt" %17, %1 : i64
      llvm.cond_br %18, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %19 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %17 overflow<nsw, nuw> : i64
      %21 = llvm.getelementptr inbounds|nuw %arg0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.mul %13, %1 overflow<nsw, nuw> : i64
      %24 = llvm.add %23, %17 overflow<nsw, nuw> : i64
      %25 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.load %25 : !llvm.ptr -> f32
      %27 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %13 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.fmul %22, %26 : f32
      %32 = llvm.fadd %30, %31 : f32
      llvm.store %32, %29 : f32, !llvm.ptr
      %33 = llvm.add %17, %2 : i64
      llvm.br ^bb2(%33 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_2 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @__ocml_erf_f32(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 4, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(1.41421354 : f32) : f32
      %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %3 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(32 : index) : i64
      %6 = llvm.mlir.constant(2 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = rocdl.workgroup.id.y range <i32, 0, 4> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.mul %9, %0 overflow<nsw> : i64
      %15 = llvm.add %13, %14 : i64
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %15, %5 : i64
      %18 = llvm.and %16, %17 : i1
      llvm.cond_br %18, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%7 : i64)
    ^bb2(%19: i64):  // 2 preds: ^bb1, ^bb3
      %20 = llvm.icmp "slt" %19, %5 : i64
      llvm.cond_br %20, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %21 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %19 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg0[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.getelementptr inbounds|nuw %arg1[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.load %25 : !llvm.ptr -> f32
      %27 = llvm.mul %15, %5 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %19 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.add %21, %15 overflow<nsw, nuw> : i64
      %32 = llvm.getelementptr inbounds|nuw %arg3[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.fadd %24, %26 : f32
      %35 = llvm.fdiv %34, %1 : f32
      %36 = llvm.call @__ocml_erf_f32(%35) : (f32) -> f32
      %37 = llvm.fadd %36, %2 : f32
      %38 = llvm.fmul %37, %3 : f32
      %39 = llvm.fmul %34, %38 : f32
      %40 = llvm.fmul %39, %30 : f32
      %41 = llvm.fadd %33, %40 : f32
      llvm.store %41, %32 : f32, !llvm.ptr
      %42 = llvm.add %19, %4 : i64
      llvm.br ^bb2(%42 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_3 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = llvm.icmp "ult" %4, %2 : i64
      %8 = llvm.icmp "ult" %6, %1 : i64
      %9 = llvm.and %7, %8 : i1
      llvm.cond_br %9, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %10 = llvm.mul %4, %1 overflow<nsw, nuw> : i64
      %11 = llvm.add %10, %6 overflow<nsw, nuw> : i64
      %12 = llvm.getelementptr inbounds|nuw %arg0[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %12 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_4 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %4 : i64
      %11 = llvm.icmp "ult" %9, %3 : i64
      %12 = llvm.and %10, %11 : i1
      llvm.cond_br %12, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%5 : i64)
    ^bb2(%13: i64):  // 2 preds: ^bb1, ^bb3
      %14 = llvm.icmp "slt" %13, %1 : i64
      llvm.cond_br %14, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %15 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %16 = llvm.add %15, %13 overflow<nsw, nuw> : i64
      %17 = llvm.getelementptr inbounds|nuw %arg0[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %18 = llvm.load %17 : !llvm.ptr -> f32
      %19 = llvm.getelementptr inbounds|nuw %arg1[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %13 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg2[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.mul %7, %3 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %9 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg3[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.fadd %18, %20 : f32
      %30 = llvm.fneg %29 : f32
      %31 = llvm.intr.exp(%30) : (f32) -> f32
      %32 = llvm.fadd %31, %0 : f32
      %33 = llvm.fdiv %0, %32 : f32
      %34 = llvm.fmul %29, %33 : f32
      %35 = llvm.fmul %34, %24 : f32
      %36 = llvm.fadd %28, %35 : f32
      llvm.store %36, %27 : f32, !llvm.ptr
      %37 = llvm.add %13, %2 : i64
      llvm.br ^bb2(%37 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_5 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(2 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %3 = llvm.sext %2 : i32 to i64
      %4 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = llvm.icmp "ult" %3, %0 : i64
      %7 = llvm.icmp "ult" %5, %1 : i64
      %8 = llvm.and %6, %7 : i1
      llvm.cond_br %8, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %9 = llvm.mul %3, %1 overflow<nsw, nuw> : i64
      %10 = llvm.add %9, %5 overflow<nsw, nuw> : i64
      %11 = llvm.getelementptr inbounds|nuw %arg0[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %12 = llvm.load %11 : !llvm.ptr -> f32
      %13 = llvm.getelementptr inbounds|nuw %arg1[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %14 = llvm.load %13 : !llvm.ptr -> f32
      %15 = llvm.fadd %12, %14 : f32
      llvm.store %15, %11 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 gpu_mlir=e5c6ba8306b2
