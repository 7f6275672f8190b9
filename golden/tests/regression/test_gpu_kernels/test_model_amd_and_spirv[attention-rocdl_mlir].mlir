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
  gpu.module @main_kernel [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 4, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = rocdl.workgroup.id.y range <i32, 0, 4> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.mul %4, %2 overflow<nsw> : i64
      %10 = llvm.add %8, %9 : i64
      %11 = llvm.icmp "ult" %6, %2 : i64
      %12 = llvm.icmp "ult" %10, %1 : i64
      %13 = llvm.and %11, %12 : i1
      llvm.cond_br %13, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %14 = llvm.mul %6, %1 overflow<nsw, nuw> : i64
      %15 = llvm.add %14, %10 overflow<nsw, nuw> : i64
      %16 = llvm.getelementptr inbounds|nuw %arg0[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %16 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_0 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %3 : i64
      %11 = llvm.icmp "ult" %9, %1 : i64
      %12 = llvm.and %10, %11 : i1
      %13 = llvm.icmp "ult" %5, %0 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %5 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.getelementptr inbounds|nuw %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %20, %21 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_1 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.icmp "ult" %8, %3 : i64
      %12 = llvm.icmp "ult" %10, %1 : i64
      %13 = llvm.and %11, %12 : i1
      %14 = llvm.icmp "ult" %6, %0 : i64
      %15 = llvm.and %13, %14 : i1
      llvm.cond_br %15, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%4 : i64)
    ^bb2(%16: i64):  // 2 preds: ^bb1, ^bb3
      %17 = llvm.icmp "slt" %16, %0 : i64
      llvm.cond_br %17, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %18 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %19 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %20 = llvm.add %18, %19 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %16 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %arg0[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 : !llvm.ptr -> f32
      %24 = llvm.mul %6, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %24, %16 overflow<nsw, nuw> : i64
      %26 = llvm.getelementptr inbounds|nuw %arg1[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %27 = llvm.load %26 : !llvm.ptr -> f32
      %28 = llvm.add %20, %6 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.fmul %23, %27 : f32
      %32 = llvm.fadd %30, %31 : f32
      llvm.store %32, %29 : f32, !llvm.ptr
      %33 = llvm.add %16, %3 : i64
      llvm.br ^bb2(%33 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_2 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %3 : i64
      %11 = llvm.icmp "ult" %9, %1 : i64
      %12 = llvm.and %10, %11 : i1
      %13 = llvm.icmp "ult" %5, %0 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %5 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.getelementptr inbounds|nuw %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %20, %21 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_3 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.icmp "ult" %8, %3 : i64
      %12 = llvm.icmp "ult" %10, %1 : i64
      %13 = llvm.and %11, %12 : i1
      %14 = llvm.icmp "ult" %6, %0 : i64
      %15 = llvm.and %13, %14 : i1
      llvm.cond_br %15, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%4 : i64)
    ^bb2(%16: i64):  // 2 preds: ^bb1, ^bb3
      %17 = llvm.icmp "slt" %16, %0 : i64
      llvm.cond_br %17, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %18 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %19 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %20 = llvm.add %18, %19 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %16 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %arg0[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 : !llvm.ptr -> f32
      %24 = llvm.mul %6, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %24, %16 overflow<nsw, nuw> : i64
      %26 = llvm.getelementptr inbounds|nuw %arg1[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %27 = llvm.load %26 : !llvm.ptr -> f32
      %28 = llvm.add %20, %6 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.fmul %23, %27 : f32
      %32 = llvm.fadd %30, %31 : f32
      llvm.store %32, %29 : f32, !llvm.ptr
      %33 = llvm.add %16, %3 : i64
      llvm.br ^bb2(%33 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_4 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.icmp "ult" %8, %3 : i64
      %12 = llvm.icmp "ult" %10, %1 : i64
      %13 = llvm.and %11, %12 : i1
      %14 = llvm.icmp "ult" %6, %0 : i64
      %15 = llvm.and %13, %14 : i1
      llvm.cond_br %15, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%4 : i64)
    ^bb2(%16: i64):  // 2 preds: ^bb1, ^bb3
      %17 = llvm.icmp "slt" %16, %0 : i64
      llvm.cond_br %17, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %18 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %19 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %20 = llvm.add %18, %19 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %16 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %arg0[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 : !llvm.ptr -> f32
      %24 = llvm.mul %6, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %24, %16 overflow<nsw, nuw> : i64
      %26 = llvm.getelementptr inbounds|nuw %arg1[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %27 = llvm.load %26 : !llvm.ptr -> f32
      %28 = llvm.add %20, %6 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.fmul %23, %27 : f32
      %32 = llvm.fadd %30, %31 : f32
      llvm.store %32, %29 : f32, !llvm.ptr
      %33 = llvm.add %16, %3 : i64
      llvm.br ^bb2(%33 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_5 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = rocdl.workgroup.id.z range <i32, 0, 8> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %3 : i64
      %11 = llvm.icmp "ult" %9, %1 : i64
      %12 = llvm.and %10, %11 : i1
      %13 = llvm.icmp "ult" %5, %1 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %5 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %19 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_6 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(256 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(64 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = rocdl.workgroup.id.z range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.icmp "ult" %9, %4 : i64
      %13 = llvm.icmp "ult" %11, %2 : i64
      %14 = llvm.and %12, %13 : i1
      %15 = llvm.icmp "ult" %7, %2 : i64
      %16 = llvm.and %14, %15 : i1
      llvm.cond_br %16, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%5 : i64)
    ^bb2(%17: i64):  // 2 preds: ^bb1, ^bb3
      %18 = llvm.icmp "slt" %17, %1 : i64
      llvm.cond_br %18, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %19 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %20 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %21 = llvm.add %19, %20 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %17 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg0[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.getelementptr inbounds|nuw %arg1[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.load %25 : !llvm.ptr -> f32
      %27 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %28 = llvm.add %19, %27 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %17 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %arg2[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.getelementptr inbounds|nuw %arg3[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %35 = llvm.mul %11, %2 overflow<nsw, nuw> : i64
      %36 = llvm.add %34, %35 overflow<nsw, nuw> : i64
      %37 = llvm.add %36, %7 overflow<nsw, nuw> : i64
      %38 = llvm.getelementptr inbounds|nuw %arg4[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %39 = llvm.load %38 : !llvm.ptr -> f32
      %40 = llvm.fadd %31, %33 : f32
      %41 = llvm.fadd %24, %26 : f32
      %42 = llvm.fmul %41, %40 : f32
      %43 = llvm.fadd %39, %42 : f32
      llvm.store %43, %38 : f32, !llvm.ptr
      %44 = llvm.add %17, %4 : i64
      llvm.br ^bb2(%44 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_7 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.17677669529663689 : f64) : f64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = rocdl.workgroup.id.z range <i32, 0, 8> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %3 : i64
      %11 = llvm.icmp "ult" %9, %1 : i64
      %12 = llvm.and %10, %11 : i1
      %13 = llvm.icmp "ult" %5, %1 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %5 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.fptrunc %0 : f64 to f32
      %22 = llvm.fmul %20, %21 : f32
      llvm.store %22, %19 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_8 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0xFF800000 : f32) : f32
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
      %14 = llvm.getelementptr inbounds|nuw %arg0[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %14 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_9 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
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
      llvm.cond_br %10, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%3 : i64)
    ^bb2(%11: i64):  // 2 preds: ^bb1, ^bb3
      %12 = llvm.icmp "slt" %11, %1 : i64
      llvm.cond_br %12, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %13 = llvm.mul %5, %0 overflow<nsw, nuw> : i64
      %14 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %15 = llvm.add %13, %14 overflow<nsw, nuw> : i64
      %16 = llvm.mul %3, %1 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %11 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.mul %5, %1 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %7 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %3 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.intr.maximum(%20, %25) : (f32, f32) -> f32
      llvm.store %26, %24 : f32, !llvm.ptr
      %27 = llvm.add %11, %2 : i64
      llvm.br ^bb2(%27 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_10 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = rocdl.workgroup.id.z range <i32, 0, 8> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %2 : i64
      %11 = llvm.icmp "ult" %9, %1 : i64
      %12 = llvm.and %10, %11 : i1
      %13 = llvm.icmp "ult" %5, %1 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = llvm.mul %7, %0 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %5 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %9 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %3 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.fsub %20, %25 : f32
      %27 = llvm.intr.exp(%26) : (f32) -> f32
      llvm.store %27, %19 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_11 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
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
      %14 = llvm.getelementptr inbounds|nuw %arg0[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %14 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_12 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = llvm.icmp "ult" %4, %1 : i64
      %8 = llvm.icmp "ult" %6, %0 : i64
      %9 = llvm.and %7, %8 : i1
      llvm.cond_br %9, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %10 = llvm.mul %4, %0 overflow<nsw, nuw> : i64
      %11 = llvm.add %10, %6 overflow<nsw, nuw> : i64
      %12 = llvm.add %11, %2 overflow<nsw, nuw> : i64
      %13 = llvm.getelementptr inbounds|nuw %arg0[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %14 = llvm.load %13 : !llvm.ptr -> f32
      %15 = llvm.getelementptr inbounds|nuw %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %14, %15 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_13 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
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
      llvm.cond_br %10, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%3 : i64)
    ^bb2(%11: i64):  // 2 preds: ^bb1, ^bb3
      %12 = llvm.icmp "slt" %11, %1 : i64
      llvm.cond_br %12, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %13 = llvm.mul %5, %0 overflow<nsw, nuw> : i64
      %14 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %15 = llvm.add %13, %14 overflow<nsw, nuw> : i64
      %16 = llvm.add %15, %11 overflow<nsw, nuw> : i64
      %17 = llvm.getelementptr inbounds|nuw %arg0[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %18 = llvm.load %17 : !llvm.ptr -> f32
      %19 = llvm.mul %5, %1 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %7 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %3 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %arg1[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 : !llvm.ptr -> f32
      %24 = llvm.fadd %18, %23 : f32
      llvm.store %24, %22 : f32, !llvm.ptr
      %25 = llvm.add %11, %2 : i64
      llvm.br ^bb2(%25 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_14 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.icmp "ult" %8, %4 : i64
      %12 = llvm.icmp "ult" %10, %2 : i64
      %13 = llvm.and %11, %12 : i1
      %14 = llvm.icmp "ult" %6, %1 : i64
      %15 = llvm.and %13, %14 : i1
      llvm.cond_br %15, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %16 = llvm.mul %8, %3 overflow<nsw, nuw> : i64
      %17 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %18 = llvm.add %16, %17 overflow<nsw, nuw> : i64
      %19 = llvm.add %18, %6 overflow<nsw, nuw> : i64
      %20 = llvm.getelementptr inbounds|nuw %arg0[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %20 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_15 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.icmp "ult" %9, %4 : i64
      %13 = llvm.icmp "ult" %11, %2 : i64
      %14 = llvm.and %12, %13 : i1
      %15 = llvm.icmp "ult" %7, %1 : i64
      %16 = llvm.and %14, %15 : i1
      llvm.cond_br %16, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%5 : i64)
    ^bb2(%17: i64):  // 2 preds: ^bb1, ^bb3
      %18 = llvm.icmp "slt" %17, %2 : i64
      llvm.cond_br %18, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %19 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %20 = llvm.mul %11, %2 overflow<nsw, nuw> : i64
      %21 = llvm.add %19, %20 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %17 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg0[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %11 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %5 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %31 = llvm.mul %17, %1 overflow<nsw, nuw> : i64
      %32 = llvm.add %30, %31 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %7 overflow<nsw, nuw> : i64
      %34 = llvm.getelementptr inbounds|nuw %arg2[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %35 = llvm.load %34 : !llvm.ptr -> f32
      %36 = llvm.getelementptr inbounds|nuw %arg3[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %37 = llvm.load %36 : !llvm.ptr -> f32
      %38 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %39 = llvm.add %30, %38 overflow<nsw, nuw> : i64
      %40 = llvm.add %39, %7 overflow<nsw, nuw> : i64
      %41 = llvm.getelementptr inbounds|nuw %arg4[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %42 = llvm.load %41 : !llvm.ptr -> f32
      %43 = llvm.fadd %35, %37 : f32
      %44 = llvm.fdiv %24, %29 : f32
      %45 = llvm.fmul %44, %43 : f32
      %46 = llvm.fadd %42, %45 : f32
      llvm.store %46, %41 : f32, !llvm.ptr
      %47 = llvm.add %17, %4 : i64
      llvm.br ^bb2(%47 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_16 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %3 : i64
      %11 = llvm.icmp "ult" %9, %1 : i64
      %12 = llvm.and %10, %11 : i1
      %13 = llvm.icmp "ult" %5, %0 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %5 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.getelementptr inbounds|nuw %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.fadd %20, %22 : f32
      llvm.store %23, %19 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_17 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %3 : i64
      %11 = llvm.icmp "ult" %9, %1 : i64
      %12 = llvm.and %10, %11 : i1
      %13 = llvm.icmp "ult" %5, %0 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %5 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.fpext %20 : f32 to f64
      %22 = llvm.getelementptr inbounds|nuw %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %21, %22 : f64, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_18 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
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
      %14 = llvm.getelementptr inbounds|nuw %arg0[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %0, %14 : f64, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_19 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = llvm.icmp "ult" %4, %1 : i64
      %8 = llvm.icmp "ult" %6, %0 : i64
      %9 = llvm.and %7, %8 : i1
      llvm.cond_br %9, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %10 = llvm.mul %4, %0 overflow<nsw, nuw> : i64
      %11 = llvm.add %10, %6 overflow<nsw, nuw> : i64
      %12 = llvm.add %11, %2 overflow<nsw, nuw> : i64
      %13 = llvm.getelementptr inbounds|nuw %arg0[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %14 = llvm.load %13 : !llvm.ptr -> f64
      %15 = llvm.getelementptr inbounds|nuw %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %14, %15 : f64, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_20 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
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
      %13 = llvm.icmp "slt" %12, %0 : i64
      llvm.cond_br %13, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %14 = llvm.mul %6, %1 overflow<nsw, nuw> : i64
      %15 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %16 = llvm.add %14, %15 overflow<nsw, nuw> : i64
      %17 = llvm.add %16, %12 overflow<nsw, nuw> : i64
      %18 = llvm.getelementptr inbounds|nuw %arg0[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %19 = llvm.load %18 : !llvm.ptr -> f64
      %20 = llvm.mul %6, %2 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %8 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %4 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg1[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %24 = llvm.load %23 : !llvm.ptr -> f64
      %25 = llvm.fadd %19, %24 : f64
      llvm.store %25, %23 : f64, !llvm.ptr
      %26 = llvm.add %12, %3 : i64
      llvm.br ^bb2(%26 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_21 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f64) : f64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
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
      llvm.cond_br %12, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%5 : i64)
    ^bb2(%13: i64):  // 2 preds: ^bb1, ^bb3
      %14 = llvm.icmp "slt" %13, %1 : i64
      llvm.cond_br %14, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %15 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %13 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %20 = llvm.load %19 : !llvm.ptr -> f64
      %21 = llvm.mul %7, %3 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %9 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %5 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %25 = llvm.load %24 : !llvm.ptr -> f64
      %26 = llvm.getelementptr inbounds|nuw %arg2[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %27 = llvm.load %26 : !llvm.ptr -> f64
      %28 = llvm.fdiv %25, %0 : f64
      %29 = llvm.fsub %20, %28 : f64
      %30 = llvm.fmul %29, %29 : f64
      %31 = llvm.fadd %30, %27 : f64
      llvm.store %31, %26 : f64, !llvm.ptr
      %32 = llvm.add %13, %4 : i64
      llvm.br ^bb2(%32 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_22 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = llvm.icmp "ult" %4, %1 : i64
      %8 = llvm.icmp "ult" %6, %0 : i64
      %9 = llvm.and %7, %8 : i1
      llvm.cond_br %9, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %10 = llvm.mul %4, %0 overflow<nsw, nuw> : i64
      %11 = llvm.add %10, %6 overflow<nsw, nuw> : i64
      %12 = llvm.add %11, %2 overflow<nsw, nuw> : i64
      %13 = llvm.getelementptr inbounds|nuw %arg0[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %14 = llvm.load %13 : !llvm.ptr -> f32
      %15 = llvm.getelementptr inbounds|nuw %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %14, %15 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_23 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
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
      %13 = llvm.icmp "slt" %12, %0 : i64
      llvm.cond_br %13, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %14 = llvm.mul %6, %1 overflow<nsw, nuw> : i64
      %15 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %16 = llvm.add %14, %15 overflow<nsw, nuw> : i64
      %17 = llvm.add %16, %12 overflow<nsw, nuw> : i64
      %18 = llvm.getelementptr inbounds|nuw %arg0[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.mul %6, %2 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %8 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %4 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg1[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.fadd %19, %24 : f32
      llvm.store %25, %23 : f32, !llvm.ptr
      %26 = llvm.add %12, %3 : i64
      llvm.br ^bb2(%26 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_24 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @__ocml_rsqrt_f32(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f64) : f64
      %1 = llvm.mlir.constant(1.000000e-05 : f64) : f64
      %2 = llvm.mlir.constant(3.200000e+01 : f32) : f32
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(32 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.icmp "ult" %11, %5 : i64
      %15 = llvm.icmp "ult" %13, %4 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %9, %6 : i64
      %18 = llvm.and %16, %17 : i1
      llvm.cond_br %18, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %19 = llvm.mul %11, %3 overflow<nsw, nuw> : i64
      %20 = llvm.mul %13, %6 overflow<nsw, nuw> : i64
      %21 = llvm.add %19, %20 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %9 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg0[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.mul %11, %4 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %13 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %7 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.getelementptr inbounds|nuw %arg2[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %31 = llvm.load %30 : !llvm.ptr -> f64
      %32 = llvm.getelementptr inbounds|nuw %arg3[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.getelementptr inbounds|nuw %arg4[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %35 = llvm.load %34 : !llvm.ptr -> f32
      %36 = llvm.fdiv %31, %0 : f64
      %37 = llvm.fptrunc %36 : f64 to f32
      %38 = llvm.fptrunc %1 : f64 to f32
      %39 = llvm.fadd %37, %38 : f32
      %40 = llvm.call @__ocml_rsqrt_f32(%39) : (f32) -> f32
      %41 = llvm.fdiv %29, %2 : f32
      %42 = llvm.fsub %24, %41 : f32
      %43 = llvm.fmul %42, %40 : f32
      %44 = llvm.fmul %43, %33 : f32
      %45 = llvm.fadd %44, %35 : f32
      llvm.store %45, %23 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_25 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @__ocml_pown_f32(f32, i64) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(2 : i64) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
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
      llvm.cond_br %12, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%5 : i64)
    ^bb2(%13: i64):  // 2 preds: ^bb1, ^bb3
      %14 = llvm.icmp "slt" %13, %1 : i64
      llvm.cond_br %14, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %15 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %13 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.mul %7, %3 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %9 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %5 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.call @__ocml_pown_f32(%20, %0) : (f32, i64) -> f32
      %27 = llvm.fadd %26, %25 : f32
      llvm.store %27, %24 : f32, !llvm.ptr
      %28 = llvm.add %13, %4 : i64
      llvm.br ^bb2(%28 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_26 [#rocdl.target<chip = "gfx942">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @__ocml_rsqrt_f32(f32) -> f32
    llvm.func @__ocml_tanh_f32(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f32) : f32
      %1 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = rocdl.workgroup.id.z range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = rocdl.workitem.id.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = rocdl.workitem.id.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = llvm.icmp "ult" %10, %5 : i64
      %14 = llvm.icmp "ult" %12, %4 : i64
      %15 = llvm.and %13, %14 : i1
      %16 = llvm.icmp "ult" %8, %2 : i64
      %17 = llvm.and %15, %16 : i1
      llvm.cond_br %17, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %18 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %19 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %20 = llvm.add %18, %19 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %8 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %arg0[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 : !llvm.ptr -> f32
      %24 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %25 = llvm.add %24, %12 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %6 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg1[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.fdiv %28, %0 : f32
      %30 = llvm.fptrunc %1 : f64 to f32
      %31 = llvm.fadd %29, %30 : f32
      %32 = llvm.call @__ocml_rsqrt_f32(%31) : (f32) -> f32
      %33 = llvm.fmul %23, %32 : f32
      %34 = llvm.call @__ocml_tanh_f32(%33) : (f32) -> f32
      llvm.store %34, %22 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171 gpu_mlir=2b0d6285371d
