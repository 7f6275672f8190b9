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
  gpu.module @main_kernel [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 18>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(18 : index) : i64
      %2 = llvm.mlir.constant(324 : index) : i64
      %3 = llvm.mlir.constant(3 : index) : i64
      %4 = llvm.mlir.constant(972 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = rocdl.workgroup.id.z range <i32, 0, 18> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      llvm.br ^bb1(%6 : i64)
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb4
      %14 = llvm.icmp "slt" %13, %1 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %1 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %23 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %28 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %29 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%29 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_0 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 16>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(256 : index) : i64
      %1 = llvm.mlir.constant(768 : index) : i64
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = llvm.mlir.constant(18 : index) : i64
      %4 = llvm.mlir.constant(16 : index) : i64
      %5 = llvm.mlir.constant(324 : index) : i64
      %6 = llvm.mlir.constant(3 : index) : i64
      %7 = llvm.mlir.constant(972 : index) : i64
      %8 = llvm.mlir.constant(1 : index) : i64
      %9 = rocdl.workgroup.id.z range <i32, 0, 16> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %14 = llvm.sext %13 : i32 to i64
      llvm.br ^bb1(%2 : i64)
    ^bb1(%15: i64):  // 2 preds: ^bb0, ^bb4
      %16 = llvm.icmp "slt" %15, %4 : i64
      llvm.cond_br %16, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %17 = llvm.icmp "ult" %12, %8 : i64
      %18 = llvm.icmp "ult" %14, %6 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %10, %4 : i64
      %21 = llvm.and %19, %20 : i1
      %22 = llvm.icmp "ult" %15, %4 : i64
      %23 = llvm.and %21, %22 : i1
      llvm.cond_br %23, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %24 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %25 = llvm.mul %14, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %15 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %arg0[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.getelementptr %arg1[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %33 = llvm.mul %12, %7 overflow<nsw, nuw> : i64
      %34 = llvm.mul %14, %5 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %15 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %32[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %31, %39 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %40 = llvm.add %15, %8 : i64
      llvm.br ^bb1(%40 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_1 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 16>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(2048 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = rocdl.workgroup.id.z range <i32, 0, 16> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%5 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %0 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %2 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %0 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %12, %0 : i64
      %20 = llvm.and %18, %19 : i1
      llvm.cond_br %20, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %21 = llvm.getelementptr inbounds|nuw %arg0[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %24 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.mul %7, %0 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %12 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg1[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %22, %29 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %30 = llvm.add %12, %4 : i64
      llvm.br ^bb1(%30 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_2 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 16>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(18 : index) : i64
      %1 = llvm.mlir.constant(324 : index) : i64
      %2 = llvm.mlir.constant(972 : index) : i64
      %3 = llvm.mlir.constant(9 : index) : i64
      %4 = llvm.mlir.constant(3 : index) : i64
      %5 = llvm.mlir.constant(27 : index) : i64
      %6 = llvm.mlir.constant(16 : index) : i64
      %7 = llvm.mlir.constant(256 : index) : i64
      %8 = llvm.mlir.constant(8 : index) : i64
      %9 = llvm.mlir.constant(2048 : index) : i64
      %10 = llvm.mlir.constant(1 : index) : i64
      %11 = llvm.mlir.constant(0 : index) : i64
      %12 = rocdl.workgroup.id.z range <i32, 0, 16> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %17 = llvm.sext %16 : i32 to i64
      llvm.br ^bb1(%11 : i64)
    ^bb1(%18: i64):  // 2 preds: ^bb0, ^bb13
      %19 = llvm.icmp "slt" %18, %6 : i64
      llvm.cond_br %19, ^bb2, ^bb14
    ^bb2:  // pred: ^bb1
      %20 = llvm.icmp "ult" %15, %10 : i64
      %21 = llvm.icmp "ult" %17, %8 : i64
      %22 = llvm.and %20, %21 : i1
      %23 = llvm.icmp "ult" %13, %6 : i64
      %24 = llvm.and %22, %23 : i1
      %25 = llvm.icmp "ult" %18, %6 : i64
      %26 = llvm.and %24, %25 : i1
      llvm.cond_br %26, ^bb3, ^bb13
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%11 : i64)
    ^bb4(%27: i64):  // 2 preds: ^bb3, ^bb11
      %28 = llvm.icmp "slt" %27, %4 : i64
      llvm.cond_br %28, ^bb5, ^bb12
    ^bb5:  // pred: ^bb4
      llvm.br ^bb6(%11 : i64)
    ^bb6(%29: i64):  // 2 preds: ^bb5, ^bb10
      %30 = llvm.icmp "slt" %29, %4 : i64
      llvm.cond_br %30, ^bb7, ^bb11
    ^bb7:  // pred: ^bb6
      llvm.br ^bb8(%11 : i64)
    ^bb8(%31: i64):  // 2 preds: ^bb7, ^bb9
      %32 = llvm.icmp "slt" %31, %4 : i64
      llvm.cond_br %32, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %33 = llvm.add %13, %29 : i64
      %34 = llvm.add %18, %31 : i64
      %35 = llvm.mul %15, %2 overflow<nsw, nuw> : i64
      %36 = llvm.mul %27, %1 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.mul %33, %0 overflow<nsw, nuw> : i64
      %39 = llvm.add %37, %38 overflow<nsw, nuw> : i64
      %40 = llvm.add %39, %34 overflow<nsw, nuw> : i64
      %41 = llvm.getelementptr inbounds|nuw %arg0[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %42 = llvm.load %41 : !llvm.ptr -> f32
      %43 = llvm.mul %17, %5 overflow<nsw, nuw> : i64
      %44 = llvm.mul %27, %3 overflow<nsw, nuw> : i64
      %45 = llvm.add %43, %44 overflow<nsw, nuw> : i64
      %46 = llvm.mul %29, %4 overflow<nsw, nuw> : i64
      %47 = llvm.add %45, %46 overflow<nsw, nuw> : i64
      %48 = llvm.add %47, %31 overflow<nsw, nuw> : i64
      %49 = llvm.getelementptr inbounds|nuw %arg1[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %50 = llvm.load %49 : !llvm.ptr -> f32
      %51 = llvm.mul %15, %9 overflow<nsw, nuw> : i64
      %52 = llvm.mul %17, %7 overflow<nsw, nuw> : i64
      %53 = llvm.add %51, %52 overflow<nsw, nuw> : i64
      %54 = llvm.mul %13, %6 overflow<nsw, nuw> : i64
      %55 = llvm.add %53, %54 overflow<nsw, nuw> : i64
      %56 = llvm.add %55, %18 overflow<nsw, nuw> : i64
      %57 = llvm.getelementptr inbounds|nuw %arg2[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %58 = llvm.load %57 : !llvm.ptr -> f32
      %59 = llvm.fmul %42, %50 : f32
      %60 = llvm.fadd %58, %59 : f32
      llvm.store %60, %57 : f32, !llvm.ptr
      %61 = llvm.add %31, %10 : i64
      llvm.br ^bb8(%61 : i64)
    ^bb10:  // pred: ^bb8
      %62 = llvm.add %29, %10 : i64
      llvm.br ^bb6(%62 : i64)
    ^bb11:  // pred: ^bb6
      %63 = llvm.add %27, %10 : i64
      llvm.br ^bb4(%63 : i64)
    ^bb12:  // pred: ^bb4
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb2, ^bb12
      %64 = llvm.add %18, %10 : i64
      llvm.br ^bb1(%64 : i64)
    ^bb14:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_3 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %1 = llvm.mlir.constant(64 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(512 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = rocdl.workgroup.id.z range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%5 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %2 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %2 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %2 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %12, %2 : i64
      %20 = llvm.and %18, %19 : i1
      llvm.cond_br %20, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %21 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %22 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %12 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %27 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %28 = llvm.add %12, %4 : i64
      llvm.br ^bb1(%28 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_4 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(2 : index) : i64
      %1 = llvm.mlir.constant(1.000000e-05 : f64) : f64
      %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %4 = llvm.mlir.constant(16 : index) : i64
      %5 = llvm.mlir.constant(256 : index) : i64
      %6 = llvm.mlir.constant(2048 : index) : i64
      %7 = llvm.mlir.constant(64 : index) : i64
      %8 = llvm.mlir.constant(8 : index) : i64
      %9 = llvm.mlir.constant(512 : index) : i64
      %10 = llvm.mlir.constant(1 : index) : i64
      %11 = llvm.mlir.constant(0 : index) : i64
      %12 = rocdl.workgroup.id.z range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %17 = llvm.sext %16 : i32 to i64
      llvm.br ^bb1(%11 : i64)
    ^bb1(%18: i64):  // 2 preds: ^bb0, ^bb10
      %19 = llvm.icmp "slt" %18, %8 : i64
      llvm.cond_br %19, ^bb2, ^bb11
    ^bb2:  // pred: ^bb1
      %20 = llvm.icmp "ult" %15, %10 : i64
      %21 = llvm.icmp "ult" %17, %8 : i64
      %22 = llvm.and %20, %21 : i1
      %23 = llvm.icmp "ult" %13, %8 : i64
      %24 = llvm.and %22, %23 : i1
      %25 = llvm.icmp "ult" %18, %8 : i64
      %26 = llvm.and %24, %25 : i1
      llvm.cond_br %26, ^bb3, ^bb10
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%11 : i64)
    ^bb4(%27: i64):  // 2 preds: ^bb3, ^bb8
      %28 = llvm.icmp "slt" %27, %0 : i64
      llvm.cond_br %28, ^bb5, ^bb9
    ^bb5:  // pred: ^bb4
      llvm.br ^bb6(%11 : i64)
    ^bb6(%29: i64):  // 2 preds: ^bb5, ^bb7
      %30 = llvm.icmp "slt" %29, %0 : i64
      llvm.cond_br %30, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %31 = llvm.mul %13, %0 overflow<nsw> : i64
      %32 = llvm.add %31, %27 : i64
      %33 = llvm.mul %18, %0 overflow<nsw> : i64
      %34 = llvm.add %33, %29 : i64
      %35 = llvm.mul %15, %6 overflow<nsw, nuw> : i64
      %36 = llvm.mul %17, %5 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.mul %32, %4 overflow<nsw, nuw> : i64
      %39 = llvm.add %37, %38 overflow<nsw, nuw> : i64
      %40 = llvm.add %39, %34 overflow<nsw, nuw> : i64
      %41 = llvm.getelementptr inbounds|nuw %arg0[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %42 = llvm.load %41 : !llvm.ptr -> f32
      %43 = llvm.add %17, %11 overflow<nsw, nuw> : i64
      %44 = llvm.add %43, %11 overflow<nsw, nuw> : i64
      %45 = llvm.getelementptr inbounds|nuw %arg1[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %46 = llvm.load %45 : !llvm.ptr -> f32
      %47 = llvm.getelementptr inbounds|nuw %arg2[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %48 = llvm.load %47 : !llvm.ptr -> f32
      %49 = llvm.getelementptr inbounds|nuw %arg3[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %50 = llvm.load %49 : !llvm.ptr -> f32
      %51 = llvm.getelementptr inbounds|nuw %arg4[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %52 = llvm.load %51 : !llvm.ptr -> f32
      %53 = llvm.mul %15, %9 overflow<nsw, nuw> : i64
      %54 = llvm.mul %17, %7 overflow<nsw, nuw> : i64
      %55 = llvm.add %53, %54 overflow<nsw, nuw> : i64
      %56 = llvm.mul %13, %8 overflow<nsw, nuw> : i64
      %57 = llvm.add %55, %56 overflow<nsw, nuw> : i64
      %58 = llvm.add %57, %18 overflow<nsw, nuw> : i64
      %59 = llvm.getelementptr inbounds|nuw %arg5[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %60 = llvm.load %59 : !llvm.ptr -> f32
      %61 = llvm.fptrunc %1 : f64 to f32
      %62 = llvm.fadd %48, %61 : f32
      %63 = llvm.intr.sqrt(%62) : (f32) -> f32
      %64 = llvm.fdiv %2, %63 : f32
      %65 = llvm.fsub %42, %46 : f32
      %66 = llvm.fmul %65, %64 : f32
      %67 = llvm.fmul %66, %50 : f32
      %68 = llvm.fadd %67, %52 : f32
      %69 = llvm.fcmp "ugt" %68, %3 : f32
      %70 = llvm.select %69, %68, %3 : i1, f32
      %71 = llvm.intr.maximum(%60, %70) : (f32, f32) -> f32
      llvm.store %71, %59 : f32, !llvm.ptr
      %72 = llvm.add %29, %10 : i64
      llvm.br ^bb6(%72 : i64)
    ^bb8:  // pred: ^bb6
      %73 = llvm.add %27, %10 : i64
      llvm.br ^bb4(%73 : i64)
    ^bb9:  // pred: ^bb4
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb2, ^bb9
      %74 = llvm.add %18, %10 : i64
      llvm.br ^bb1(%74 : i64)
    ^bb11:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_5 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 6>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(6 : index) : i64
      %1 = llvm.mlir.constant(36 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(288 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = rocdl.workgroup.id.z range <i32, 0, 6> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%5 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %0 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %2 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %0 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %12, %0 : i64
      %20 = llvm.and %18, %19 : i1
      llvm.cond_br %20, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %21 = llvm.getelementptr inbounds|nuw %arg0[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %24 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.mul %7, %0 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %12 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg1[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %22, %29 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %30 = llvm.add %12, %4 : i64
      llvm.br ^bb1(%30 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_6 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 6>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(512 : index) : i64
      %2 = llvm.mlir.constant(3 : index) : i64
      %3 = llvm.mlir.constant(9 : index) : i64
      %4 = llvm.mlir.constant(72 : index) : i64
      %5 = llvm.mlir.constant(6 : index) : i64
      %6 = llvm.mlir.constant(36 : index) : i64
      %7 = llvm.mlir.constant(8 : index) : i64
      %8 = llvm.mlir.constant(288 : index) : i64
      %9 = llvm.mlir.constant(1 : index) : i64
      %10 = llvm.mlir.constant(0 : index) : i64
      %11 = rocdl.workgroup.id.z range <i32, 0, 6> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %16 = llvm.sext %15 : i32 to i64
      llvm.br ^bb1(%10 : i64)
    ^bb1(%17: i64):  // 2 preds: ^bb0, ^bb13
      %18 = llvm.icmp "slt" %17, %5 : i64
      llvm.cond_br %18, ^bb2, ^bb14
    ^bb2:  // pred: ^bb1
      %19 = llvm.icmp "ult" %14, %9 : i64
      %20 = llvm.icmp "ult" %16, %7 : i64
      %21 = llvm.and %19, %20 : i1
      %22 = llvm.icmp "ult" %12, %5 : i64
      %23 = llvm.and %21, %22 : i1
      %24 = llvm.icmp "ult" %17, %5 : i64
      %25 = llvm.and %23, %24 : i1
      llvm.cond_br %25, ^bb3, ^bb13
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%10 : i64)
    ^bb4(%26: i64):  // 2 preds: ^bb3, ^bb11
      %27 = llvm.icmp "slt" %26, %7 : i64
      llvm.cond_br %27, ^bb5, ^bb12
    ^bb5:  // pred: ^bb4
      llvm.br ^bb6(%10 : i64)
    ^bb6(%28: i64):  // 2 preds: ^bb5, ^bb10
      %29 = llvm.icmp "slt" %28, %2 : i64
      llvm.cond_br %29, ^bb7, ^bb11
    ^bb7:  // pred: ^bb6
      llvm.br ^bb8(%10 : i64)
    ^bb8(%30: i64):  // 2 preds: ^bb7, ^bb9
      %31 = llvm.icmp "slt" %30, %2 : i64
      llvm.cond_br %31, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %32 = llvm.add %12, %28 : i64
      %33 = llvm.add %17, %30 : i64
      %34 = llvm.mul %14, %1 overflow<nsw, nuw> : i64
      %35 = llvm.mul %26, %0 overflow<nsw, nuw> : i64
      %36 = llvm.add %34, %35 overflow<nsw, nuw> : i64
      %37 = llvm.mul %32, %7 overflow<nsw, nuw> : i64
      %38 = llvm.add %36, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %33 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg0[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.mul %16, %4 overflow<nsw, nuw> : i64
      %43 = llvm.mul %26, %3 overflow<nsw, nuw> : i64
      %44 = llvm.add %42, %43 overflow<nsw, nuw> : i64
      %45 = llvm.mul %28, %2 overflow<nsw, nuw> : i64
      %46 = llvm.add %44, %45 overflow<nsw, nuw> : i64
      %47 = llvm.add %46, %30 overflow<nsw, nuw> : i64
      %48 = llvm.getelementptr inbounds|nuw %arg1[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %49 = llvm.load %48 : !llvm.ptr -> f32
      %50 = llvm.mul %14, %8 overflow<nsw, nuw> : i64
      %51 = llvm.mul %16, %6 overflow<nsw, nuw> : i64
      %52 = llvm.add %50, %51 overflow<nsw, nuw> : i64
      %53 = llvm.mul %12, %5 overflow<nsw, nuw> : i64
      %54 = llvm.add %52, %53 overflow<nsw, nuw> : i64
      %55 = llvm.add %54, %17 overflow<nsw, nuw> : i64
      %56 = llvm.getelementptr inbounds|nuw %arg2[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %57 = llvm.load %56 : !llvm.ptr -> f32
      %58 = llvm.fmul %41, %49 : f32
      %59 = llvm.fadd %57, %58 : f32
      llvm.store %59, %56 : f32, !llvm.ptr
      %60 = llvm.add %30, %9 : i64
      llvm.br ^bb8(%60 : i64)
    ^bb10:  // pred: ^bb8
      %61 = llvm.add %28, %9 : i64
      llvm.br ^bb6(%61 : i64)
    ^bb11:  // pred: ^bb6
      %62 = llvm.add %26, %9 : i64
      llvm.br ^bb4(%62 : i64)
    ^bb12:  // pred: ^bb4
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb2, ^bb12
      %63 = llvm.add %17, %9 : i64
      llvm.br ^bb1(%63 : i64)
    ^bb14:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_7 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = llvm.icmp "ult" %5, %2 : i64
      %9 = llvm.icmp "ult" %7, %1 : i64
      %10 = llvm.and %8, %9 : i1
      llvm.cond_br %10, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %11 = llvm.mul %5, %1 overflow<nsw, nuw> : i64
      %12 = llvm.add %11, %7 overflow<nsw, nuw> : i64
      %13 = llvm.add %12, %3 overflow<nsw, nuw> : i64
      %14 = llvm.add %13, %3 overflow<nsw, nuw> : i64
      %15 = llvm.getelementptr inbounds|nuw %arg0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %15 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_8 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(6 : index) : i64
      %1 = llvm.mlir.constant(36 : index) : i64
      %2 = llvm.mlir.constant(288 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %4 : i64
      %11 = llvm.icmp "ult" %9, %3 : i64
      %12 = llvm.and %10, %11 : i1
      llvm.cond_br %12, ^bb1, ^bb8
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%5 : i64)
    ^bb2(%13: i64):  // 2 preds: ^bb1, ^bb6
      %14 = llvm.icmp "slt" %13, %0 : i64
      llvm.cond_br %14, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%5 : i64)
    ^bb4(%15: i64):  // 2 preds: ^bb3, ^bb5
      %16 = llvm.icmp "slt" %15, %0 : i64
      llvm.cond_br %16, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %17 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %18 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %19 = llvm.add %17, %18 overflow<nsw, nuw> : i64
      %20 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %21 = llvm.add %19, %20 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %15 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg0[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.mul %7, %3 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %9 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %5 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %5 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg1[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.fadd %24, %30 : f32
      llvm.store %31, %29 : f32, !llvm.ptr
      %32 = llvm.add %15, %4 : i64
      llvm.br ^bb4(%32 : i64)
    ^bb6:  // pred: ^bb4
      %33 = llvm.add %13, %4 : i64
      llvm.br ^bb2(%33 : i64)
    ^bb7:  // pred: ^bb2
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb0, ^bb7
      llvm.return
    }
  }
  gpu.module @main_kernel_9 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
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
  gpu.module @main_kernel_10 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.600000e+01 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(4 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.icmp "ult" %6, %3 : i64
      %10 = llvm.icmp "ult" %8, %2 : i64
      %11 = llvm.and %9, %10 : i1
      llvm.cond_br %11, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%4 : i64)
    ^bb2(%12: i64):  // 2 preds: ^bb1, ^bb3
      %13 = llvm.icmp "slt" %12, %1 : i64
      llvm.cond_br %13, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %14 = llvm.mul %6, %1 overflow<nsw, nuw> : i64
      %15 = llvm.add %14, %12 overflow<nsw, nuw> : i64
      %16 = llvm.add %15, %4 overflow<nsw, nuw> : i64
      %17 = llvm.add %16, %4 overflow<nsw, nuw> : i64
      %18 = llvm.getelementptr inbounds|nuw %arg0[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %12 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %4 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %4 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.mul %6, %2 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %8 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg2[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.fdiv %19, %0 : f32
      %31 = llvm.fmul %30, %25 : f32
      %32 = llvm.fadd %29, %31 : f32
      llvm.store %32, %28 : f32, !llvm.ptr
      %33 = llvm.add %12, %3 : i64
      llvm.br ^bb2(%33 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_11 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(1 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
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
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 gpu_mlir=5cce02bcb815
