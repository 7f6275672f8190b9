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
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8xf32>
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8xf32>
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x8xf32>)
    gpu.launch_func  @main_kernel_6::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf32>, %6 : memref<32xf32>, %alloc_1 : memref<1x8x32xf32>, %4 : memref<32xf32>, %alloc_4 : memref<1x8x8xf32>)
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_7::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x1xf32>)
    %expand_shape_6 = memref.expand_shape %alloc_4 [[0], [1, 2], [3]] output_shape [1, 8, 1, 8] : memref<1x8x8xf32> into memref<1x8x1x8xf32>
    gpu.launch_func  @main_kernel_8::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%expand_shape_6 : memref<1x8x1x8xf32>, %alloc_5 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_9::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x8xf32>, %alloc_5 : memref<1x8x1xf32>, %alloc_3 : memref<1x8x8xf32>)
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_10::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x8x1xf32>)
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_11::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x8x1xf32>, %alloc_8 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_12::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_3 : memref<1x8x8xf32>, %alloc_8 : memref<1x8x1xf32>)
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xi1>
    gpu.launch_func  @main_kernel_13::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_9 : memref<1x8x1xi1>)
    gpu.launch_func  @main_kernel_14::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x8xf32>, %alloc_9 : memref<1x8x1xi1>)
    gpu.launch_func  @main_kernel_15::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_16::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_9 : memref<1x8x1xi1>, %alloc_3 : memref<1x8x8xf32>, %alloc_8 : memref<1x8x1xf32>, %expand_shape : memref<1x8x32xf32>, %2 : memref<32xf32>, %alloc_2 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_17::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x32xf32>, %arg0 : memref<1x8x32xf32>)
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf64>
    gpu.launch_func  @main_kernel_18::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x32xf32>, %alloc_10 : memref<1x8x32xf64>)
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_19::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_11 : memref<1x8x1xf64>)
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_20::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_11 : memref<1x8x1xf64>, %alloc_12 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_21::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_10 : memref<1x8x32xf64>, %alloc_12 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_22::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_10 : memref<1x8x32xf64>, %alloc_12 : memref<1x8x1xf64>, %alloc_11 : memref<1x8x1xf64>)
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_23::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x8x1xf32>, %alloc_13 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_24::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x32xf32>, %alloc_13 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_25::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x32xf32>, %alloc_13 : memref<1x8x1xf32>, %alloc_11 : memref<1x8x1xf64>, %1 : memref<32xf32>, %0 : memref<32xf32>)
    gpu.launch_func  @main_kernel_26::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x32xf32>, %alloc_7 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_27::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x32xf32>, %alloc_7 : memref<1x8x1xf32>)
    memref.dealloc %alloc : memref<8x32xf32>
    memref.dealloc %alloc_0 : memref<1x8x32xf32>
    memref.dealloc %alloc_1 : memref<1x8x32xf32>
    memref.dealloc %alloc_3 : memref<1x8x8xf32>
    memref.dealloc %alloc_4 : memref<1x8x8xf32>
    memref.dealloc %alloc_5 : memref<1x8x1xf32>
    memref.dealloc %alloc_7 : memref<1x8x1xf32>
    memref.dealloc %alloc_8 : memref<1x8x1xf32>
    memref.dealloc %alloc_9 : memref<1x8x1xi1>
    memref.dealloc %alloc_10 : memref<1x8x32xf64>
    memref.dealloc %alloc_11 : memref<1x8x1xf64>
    memref.dealloc %alloc_12 : memref<1x8x1xf64>
    memref.dealloc %alloc_13 : memref<1x8x1xf32>
    return %alloc_2 : memref<1x8x32xf32>
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 4, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 4> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_0 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_1 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_2 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_3 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_4 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_5 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_6 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.42044820762685725 : f64) : f64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(64 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = llvm.icmp "ult" %10, %5 : i64
      %14 = llvm.icmp "ult" %12, %3 : i64
      %15 = llvm.and %13, %14 : i1
      %16 = llvm.icmp "ult" %8, %3 : i64
      %17 = llvm.and %15, %16 : i1
      llvm.cond_br %17, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%6 : i64)
    ^bb2(%18: i64):  // 2 preds: ^bb1, ^bb3
      %19 = llvm.icmp "slt" %18, %2 : i64
      llvm.cond_br %19, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %20 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %21 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %22 = llvm.add %20, %21 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %18 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg0[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.getelementptr inbounds|nuw %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %27 = llvm.load %26 : !llvm.ptr -> f32
      %28 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %29 = llvm.add %20, %28 overflow<nsw, nuw> : i64
      %30 = llvm.add %29, %18 overflow<nsw, nuw> : i64
      %31 = llvm.getelementptr inbounds|nuw %arg2[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %32 = llvm.load %31 : !llvm.ptr -> f32
      %33 = llvm.getelementptr inbounds|nuw %arg3[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %36 = llvm.mul %12, %3 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %8 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg4[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.fadd %32, %34 : f32
      %42 = llvm.fptrunc %0 : f64 to f32
      %43 = llvm.fmul %41, %42 : f32
      %44 = llvm.fadd %25, %27 : f32
      %45 = llvm.fmul %44, %42 : f32
      %46 = llvm.fmul %45, %43 : f32
      %47 = llvm.fadd %40, %46 : f32
      llvm.store %47, %39 : f32, !llvm.ptr
      %48 = llvm.add %18, %5 : i64
      llvm.br ^bb2(%48 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_7 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_8 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_9 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(64 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %2 : i64
      %11 = llvm.icmp "ult" %9, %0 : i64
      %12 = llvm.and %10, %11 : i1
      %13 = llvm.icmp "ult" %5, %0 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %5 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.mul %7, %0 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %9 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %3 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.fsub %20, %25 : f32
      %27 = llvm.call @__nv_expf(%26) : (f32) -> f32
      %28 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %27, %28 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_10 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_11 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_12 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_13 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(true) : i1
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = llvm.icmp "ult" %5, %2 : i64
      %9 = llvm.icmp "ult" %7, %1 : i64
      %10 = llvm.and %8, %9 : i1
      llvm.cond_br %10, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %11 = llvm.mul %5, %1 overflow<nsw, nuw> : i64
      %12 = llvm.add %11, %7 overflow<nsw, nuw> : i64
      %13 = llvm.add %12, %3 overflow<nsw, nuw> : i64
      %14 = llvm.getelementptr inbounds|nuw %arg0[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i1
      llvm.store %0, %14 : i1, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_14 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
      %1 = llvm.mlir.constant(64 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.icmp "ult" %6, %3 : i64
      %10 = llvm.icmp "ult" %8, %2 : i64
      %11 = llvm.and %9, %10 : i1
      llvm.cond_br %11, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%4 : i64)
    ^bb2(%12: i64):  // 2 preds: ^bb1, ^bb3
      %13 = llvm.icmp "slt" %12, %2 : i64
      llvm.cond_br %13, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %14 = llvm.mul %6, %1 overflow<nsw, nuw> : i64
      %15 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %16 = llvm.add %14, %15 overflow<nsw, nuw> : i64
      %17 = llvm.add %16, %12 overflow<nsw, nuw> : i64
      %18 = llvm.getelementptr inbounds|nuw %arg0[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.mul %6, %2 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %8 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %4 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg1[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i1
      %24 = llvm.load %23 : !llvm.ptr -> i1
      %25 = llvm.fpext %19 : f32 to f64
      %26 = llvm.fcmp "oeq" %25, %0 : f64
      %27 = llvm.and %26, %24 : i1
      llvm.store %27, %23 : i1, !llvm.ptr
      %28 = llvm.add %12, %3 : i64
      llvm.br ^bb2(%28 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_15 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_16 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(64 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(256 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = llvm.icmp "ult" %10, %5 : i64
      %14 = llvm.icmp "ult" %12, %3 : i64
      %15 = llvm.and %13, %14 : i1
      %16 = llvm.icmp "ult" %8, %2 : i64
      %17 = llvm.and %15, %16 : i1
      llvm.cond_br %17, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%6 : i64)
    ^bb2(%18: i64):  // 2 preds: ^bb1, ^bb3
      %19 = llvm.icmp "slt" %18, %3 : i64
      llvm.cond_br %19, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %20 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %12 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %6 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg0[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i1
      %24 = llvm.load %23 : !llvm.ptr -> i1
      %25 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %26 = llvm.mul %12, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %18 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg1[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.getelementptr inbounds|nuw %arg2[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %32 = llvm.load %31 : !llvm.ptr -> f32
      %33 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %34 = llvm.mul %18, %2 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %8 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg3[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %38 = llvm.load %37 : !llvm.ptr -> f32
      %39 = llvm.getelementptr inbounds|nuw %arg4[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %42 = llvm.add %33, %41 overflow<nsw, nuw> : i64
      %43 = llvm.add %42, %8 overflow<nsw, nuw> : i64
      %44 = llvm.getelementptr inbounds|nuw %arg5[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %45 = llvm.load %44 : !llvm.ptr -> f32
      %46 = llvm.fadd %38, %40 : f32
      %47 = llvm.fdiv %30, %32 : f32
      %48 = llvm.select %24, %0, %47 : i1, f32
      %49 = llvm.fmul %48, %46 : f32
      %50 = llvm.fadd %45, %49 : f32
      llvm.store %50, %44 : f32, !llvm.ptr
      %51 = llvm.add %18, %5 : i64
      llvm.br ^bb2(%51 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_17 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_18 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_19 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_20 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_21 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_22 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f64) : f64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_23 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_24 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_25 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f64) : f64
      %1 = llvm.mlir.constant(1.000000e-05 : f64) : f64
      %2 = llvm.mlir.constant(3.200000e+01 : f32) : f32
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(32 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
      %40 = llvm.call @__nv_rsqrtf(%39) : (f32) -> f32
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
  gpu.module @main_kernel_26 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_powif(f32, i64) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(2 : i64) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
      %26 = llvm.call @__nv_powif(%20, %0) : (f32, i64) -> f32
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
  gpu.module @main_kernel_27 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f32) : f32
      %1 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
      %32 = llvm.call @__nv_rsqrtf(%31) : (f32) -> f32
      %33 = llvm.fmul %23, %32 : f32
      %34 = llvm.call @__nv_tanhf(%33) : (f32) -> f32
      llvm.store %34, %22 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}
// irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04 gpu_mlir=c93ea0ec741e
