module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_100x16xf32 : memref<100x16xf32> = dense_resource<torch_tensor_100_16_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x16xf32 : memref<8x16xf32> = dense_resource<torch_tensor_8_16_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32> {alignment = 64 : i64}
  func.func @main(%arg0: memref<1x4xi64>) -> memref<1x4x8xf32> {
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %1 = memref.get_global @__constant_8x16xf32 : memref<8x16xf32>
    %2 = memref.get_global @__constant_100x16xf32 : memref<100x16xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x4x8xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x4x8xf32>)
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x4xi64>, %1 : memref<8x16xf32>, %alloc : memref<1x4x8xf32>, %2 : memref<100x16xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8xf32>
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x4x8xf32>, %0 : memref<8xf32>, %alloc_0 : memref<1x4x8xf32>)
    memref.dealloc %alloc : memref<1x4x8xf32>
    return %alloc_0 : memref<1x4x8xf32>
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(4 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_0 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(16 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.icmp "ult" %9, %3 : i64
      %13 = llvm.icmp "ult" %11, %1 : i64
      %14 = llvm.and %12, %13 : i1
      %15 = llvm.icmp "ult" %7, %0 : i64
      %16 = llvm.and %14, %15 : i1
      llvm.cond_br %16, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%5 : i64)
    ^bb2(%17: i64):  // 2 preds: ^bb1, ^bb3
      %18 = llvm.icmp "slt" %17, %4 : i64
      llvm.cond_br %18, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %19 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %11 overflow<nsw, nuw> : i64
      %21 = llvm.getelementptr inbounds|nuw %arg0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      %22 = llvm.load %21 : !llvm.ptr -> i64
      %23 = llvm.mul %7, %4 overflow<nsw, nuw> : i64
      %24 = llvm.add %23, %17 overflow<nsw, nuw> : i64
      %25 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.load %25 : !llvm.ptr -> f32
      %27 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %28 = llvm.mul %11, %0 overflow<nsw, nuw> : i64
      %29 = llvm.add %27, %28 overflow<nsw, nuw> : i64
      %30 = llvm.add %29, %7 overflow<nsw, nuw> : i64
      %31 = llvm.getelementptr inbounds|nuw %arg2[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %32 = llvm.load %31 : !llvm.ptr -> f32
      %33 = llvm.mul %22, %4 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %17 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg3[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.fmul %36, %26 : f32
      %38 = llvm.fadd %32, %37 : f32
      llvm.store %38, %31 : f32, !llvm.ptr
      %39 = llvm.add %17, %3 : i64
      llvm.br ^bb2(%39 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_1 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
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
      %21 = llvm.getelementptr inbounds|nuw %arg1[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.fadd %20, %22 : f32
      %24 = llvm.call @__nv_expf(%23) : (f32) -> f32
      %25 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %24, %25 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5 gpu_mlir=775443f266cc
