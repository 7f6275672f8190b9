module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_96x32xf32 : memref<96x32xf32> = dense_resource<torch_tensor_96_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32 : memref<96xf32> = dense_resource<torch_tensor_96_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_4 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_3 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_2 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense_resource<torch_tensor_32_64_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_1 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_0 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_5> {alignment = 64 : i64}
  func.func @main(%arg0: memref<1x8x32xf32>) -> memref<1x8x32xf32> {
    %c64 = arith.constant 64 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %1 = memref.get_global @__constant_32xf32_0 : memref<32xf32>
    %2 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %3 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %4 = memref.get_global @__constant_64xf32 : memref<64xf32>
    %5 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %6 = memref.get_global @__constant_32xf32_2 : memref<32xf32>
    %7 = memref.get_global @__constant_32xf32_3 : memref<32xf32>
    %8 = memref.get_global @__constant_32xf32_4 : memref<32xf32>
    %9 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %10 = memref.get_global @__constant_96xf32 : memref<96xf32>
    %11 = memref.get_global @__constant_96x32xf32 : memref<96x32xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x8x1x3x32xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x1x3x32xf32>)
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2], [3]] output_shape [1, 1, 8, 32] : memref<1x8x32xf32> into memref<1x1x8x32xf32>
    %expand_shape_0 = memref.expand_shape %11 [[0, 1, 2], [3, 4]] output_shape [1, 3, 32, 1, 32] : memref<96x32xf32> into memref<1x3x32x1x32xf32>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%expand_shape : memref<1x1x8x32xf32>, %expand_shape_0 : memref<1x3x32x1x32xf32>, %alloc : memref<1x8x1x3x32xf32>)
    %expand_shape_1 = memref.expand_shape %10 [[0, 1, 2]] output_shape [1, 3, 32] : memref<96xf32> into memref<1x3x32xf32>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<3x8x1x1x32xf32>
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x1x3x32xf32>, %expand_shape_1 : memref<1x3x32xf32>, %alloc_2 : memref<3x8x1x1x32xf32>)
    %collapse_shape = memref.collapse_shape %alloc_2 [[0], [1], [2, 3], [4]] : memref<3x8x1x1x32xf32> into memref<3x8x1x32xf32>
    %subview = memref.subview %collapse_shape[0, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : memref<3x8x1x32xf32> to memref<1x8x1x32xf32, strided<[256, 32, 32, 1]>>
    %subview_3 = memref.subview %collapse_shape[1, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : memref<3x8x1x32xf32> to memref<1x8x1x32xf32, strided<[256, 32, 32, 1], offset: 256>>
    %subview_4 = memref.subview %collapse_shape[2, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : memref<3x8x1x32xf32> to memref<1x8x1x32xf32, strided<[256, 32, 32, 1], offset: 512>>
    %collapse_shape_5 = memref.collapse_shape %subview [[0, 1], [2, 3]] : memref<1x8x1x32xf32, strided<[256, 32, 32, 1]>> into memref<8x32xf32, strided<[32, 1]>>
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<4x8x8xf32>
    %expand_shape_7 = memref.expand_shape %collapse_shape_5 [[0], [1, 2, 3]] output_shape [8, 1, 4, 8] : memref<8x32xf32, strided<[32, 1]>> into memref<8x1x4x8xf32, strided<[32, 32, 8, 1]>>
    %collapse_shape_8 = memref.collapse_shape %subview_3 [[0, 1], [2, 3]] : memref<1x8x1x32xf32, strided<[256, 32, 32, 1], offset: 256>> into memref<8x32xf32, strided<[32, 1], offset: 256>>
    %expand_shape_9 = memref.expand_shape %collapse_shape_8 [[0], [1, 2, 3]] output_shape [8, 1, 4, 8] : memref<8x32xf32, strided<[32, 1], offset: 256>> into memref<8x1x4x8xf32, strided<[32, 32, 8, 1], offset: 256>>
    %collapse_shape_10 = memref.collapse_shape %subview_4 [[0, 1], [2, 3]] : memref<1x8x1x32xf32, strided<[256, 32, 32, 1], offset: 512>> into memref<8x32xf32, strided<[32, 1], offset: 512>>
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x8xf32>
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<4x8x8xf32>)
    %expand_shape_12 = memref.expand_shape %alloc_6 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : memref<4x8x8xf32> into memref<1x4x8x8xf32>
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x8xf32>
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_12 : memref<1x4x8x8xf32>, %alloc_13 : memref<1x4x8x8xf32>)
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_7 : memref<8x1x4x8xf32, strided<[32, 32, 8, 1]>>, %expand_shape_9 : memref<8x1x4x8xf32, strided<[32, 32, 8, 1], offset: 256>>, %alloc_13 : memref<1x4x8x8xf32>)
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x1xf32>
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_14 : memref<1x4x8x1xf32>)
    %expand_shape_15 = memref.expand_shape %alloc_13 [[0], [1], [2, 3], [4]] output_shape [1, 4, 8, 1, 8] : memref<1x4x8x8xf32> into memref<1x4x8x1x8xf32>
    gpu.launch_func  @main_kernel_6::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_15 : memref<1x4x8x1x8xf32>, %alloc_14 : memref<1x4x8x1xf32>)
    gpu.launch_func  @main_kernel_7::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_13 : memref<1x4x8x8xf32>, %alloc_14 : memref<1x4x8x1xf32>, %alloc_11 : memref<1x4x8x8xf32>)
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x1xf32>
    gpu.launch_func  @main_kernel_8::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_16 : memref<1x4x8x1xf32>)
    gpu.launch_func  @main_kernel_9::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_11 : memref<1x4x8x8xf32>, %alloc_16 : memref<1x4x8x1xf32>)
    %alloc_17 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x1xi1>
    gpu.launch_func  @main_kernel_10::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_17 : memref<1x4x8x1xi1>)
    gpu.launch_func  @main_kernel_11::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_13 : memref<1x4x8x8xf32>, %alloc_17 : memref<1x4x8x1xi1>)
    %expand_shape_18 = memref.expand_shape %collapse_shape_10 [[0], [1, 2, 3]] output_shape [8, 1, 4, 8] : memref<8x32xf32, strided<[32, 1], offset: 512>> into memref<8x1x4x8xf32, strided<[32, 32, 8, 1], offset: 512>>
    gpu.launch_func  @main_kernel_12::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_17 : memref<1x4x8x1xi1>, %alloc_11 : memref<1x4x8x8xf32>, %alloc_16 : memref<1x4x8x1xf32>, %expand_shape_18 : memref<8x1x4x8xf32, strided<[32, 32, 8, 1], offset: 512>>, %expand_shape_12 : memref<1x4x8x8xf32>)
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    gpu.launch_func  @main_kernel_13::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc_19 : memref<8x32xf32>)
    %expand_shape_20 = memref.expand_shape %9 [[0, 1], [2, 3, 4]] output_shape [1, 32, 1, 4, 8] : memref<32x32xf32> into memref<1x32x1x4x8xf32>
    %expand_shape_21 = memref.expand_shape %alloc_19 [[0], [1, 2]] output_shape [8, 1, 32] : memref<8x32xf32> into memref<8x1x32xf32>
    %alloc_22 = memref.alloc() {alignment = 64 : i64} : memref<8x1x32xf32>
    gpu.launch_func  @main_kernel_14::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_21 : memref<8x1x32xf32>, %alloc_22 : memref<8x1x32xf32>)
    gpu.launch_func  @main_kernel_15::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_12 : memref<1x4x8x8xf32>, %expand_shape_20 : memref<1x32x1x4x8xf32>, %alloc_22 : memref<8x1x32xf32>)
    %expand_shape_23 = memref.expand_shape %8 [[0, 1]] output_shape [1, 32] : memref<32xf32> into memref<1x32xf32>
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_16::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x8x32xf32>, %alloc_22 : memref<8x1x32xf32>, %expand_shape_23 : memref<1x32xf32>, %alloc_24 : memref<1x8x32xf32>)
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf64>
    gpu.launch_func  @main_kernel_17::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x8x32xf32>, %alloc_25 : memref<1x8x32xf64>)
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_18::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_26 : memref<1x8x1xf64>)
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_19::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_26 : memref<1x8x1xf64>, %alloc_27 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_20::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_25 : memref<1x8x32xf64>, %alloc_27 : memref<1x8x1xf64>)
    %alloc_28 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_21::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_26 : memref<1x8x1xf64>, %alloc_28 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_22::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_25 : memref<1x8x32xf64>, %alloc_27 : memref<1x8x1xf64>, %alloc_28 : memref<1x8x1xf64>)
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_23::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_29 : memref<1x8x1xf32>)
    %alloc_30 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_24::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_29 : memref<1x8x1xf32>, %alloc_30 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_25::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x8x32xf32>, %alloc_30 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_26::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x8x32xf32>, %alloc_30 : memref<1x8x1xf32>, %alloc_28 : memref<1x8x1xf64>, %7 : memref<32xf32>, %6 : memref<32xf32>)
    %alloc_31 = memref.alloc() {alignment = 64 : i64} : memref<1x8x64xf32>
    gpu.launch_func  @main_kernel_27::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%alloc_31 : memref<1x8x64xf32>)
    gpu.launch_func  @main_kernel_28::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x8x32xf32>, %5 : memref<64x32xf32>, %alloc_31 : memref<1x8x64xf32>)
    %expand_shape_32 = memref.expand_shape %alloc_19 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_29::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_31 : memref<1x8x64xf32>, %4 : memref<64xf32>, %3 : memref<32x64xf32>, %expand_shape_32 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_30::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x8x32xf32>, %expand_shape_32 : memref<1x8x32xf32>, %2 : memref<32xf32>)
    gpu.launch_func  @main_kernel_31::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x8x32xf32>, %alloc_25 : memref<1x8x32xf64>)
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_32::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_26 : memref<1x8x1xf64>, %alloc_33 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_33::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_25 : memref<1x8x32xf64>, %alloc_33 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_34::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_25 : memref<1x8x32xf64>, %alloc_33 : memref<1x8x1xf64>, %alloc_26 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_35::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x8x32xf32>, %alloc_29 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_36::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x8x32xf32>, %alloc_29 : memref<1x8x1xf32>, %alloc_26 : memref<1x8x1xf64>, %1 : memref<32xf32>, %0 : memref<32xf32>)
    memref.dealloc %alloc : memref<1x8x1x3x32xf32>
    memref.dealloc %alloc_2 : memref<3x8x1x1x32xf32>
    memref.dealloc %alloc_6 : memref<4x8x8xf32>
    memref.dealloc %alloc_11 : memref<1x4x8x8xf32>
    memref.dealloc %alloc_13 : memref<1x4x8x8xf32>
    memref.dealloc %alloc_14 : memref<1x4x8x1xf32>
    memref.dealloc %alloc_16 : memref<1x4x8x1xf32>
    memref.dealloc %alloc_17 : memref<1x4x8x1xi1>
    memref.dealloc %alloc_19 : memref<8x32xf32>
    memref.dealloc %alloc_22 : memref<8x1x32xf32>
    memref.dealloc %alloc_25 : memref<1x8x32xf64>
    memref.dealloc %alloc_26 : memref<1x8x1xf64>
    memref.dealloc %alloc_27 : memref<1x8x1xf64>
    memref.dealloc %alloc_28 : memref<1x8x1xf64>
    memref.dealloc %alloc_29 : memref<1x8x1xf32>
    memref.dealloc %alloc_30 : memref<1x8x1xf32>
    memref.dealloc %alloc_31 : memref<1x8x64xf32>
    memref.dealloc %alloc_33 : memref<1x8x1xf64>
    return %alloc_24 : memref<1x8x32xf32>
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(3 : index) : i64
      %3 = llvm.mlir.constant(96 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(768 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb7
      %13 = llvm.icmp "slt" %12, %2 : i64
      llvm.cond_br %13, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3(%7 : i64)
    ^bb3(%14: i64):  // 2 preds: ^bb2, ^bb6
      %15 = llvm.icmp "slt" %14, %1 : i64
      llvm.cond_br %15, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %16 = llvm.icmp "ult" %9, %6 : i64
      %17 = llvm.icmp "ult" %11, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %12, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %23 = llvm.mul %9, %5 overflow<nsw, nuw> : i64
      %24 = llvm.mul %11, %3 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.mul %7, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %29 = llvm.add %27, %28 overflow<nsw, nuw> : i64
      %30 = llvm.add %29, %14 overflow<nsw, nuw> : i64
      %31 = llvm.getelementptr inbounds|nuw %arg0[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %31 : f32, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %32 = llvm.add %14, %6 : i64
      llvm.br ^bb3(%32 : i64)
    ^bb7:  // pred: ^bb3
      %33 = llvm.add %12, %6 : i64
      llvm.br ^bb1(%33 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_0 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(256 : index) : i64
      %1 = llvm.mlir.constant(1024 : index) : i64
      %2 = llvm.mlir.constant(3072 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(3 : index) : i64
      %5 = llvm.mlir.constant(96 : index) : i64
      %6 = llvm.mlir.constant(8 : index) : i64
      %7 = llvm.mlir.constant(768 : index) : i64
      %8 = llvm.mlir.constant(1 : index) : i64
      %9 = llvm.mlir.constant(0 : index) : i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%9 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb10
      %15 = llvm.icmp "slt" %14, %4 : i64
      llvm.cond_br %15, ^bb2, ^bb11
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3(%9 : i64)
    ^bb3(%16: i64):  // 2 preds: ^bb2, ^bb9
      %17 = llvm.icmp "slt" %16, %3 : i64
      llvm.cond_br %17, ^bb4, ^bb10
    ^bb4:  // pred: ^bb3
      %18 = llvm.icmp "ult" %11, %8 : i64
      %19 = llvm.icmp "ult" %13, %6 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %4 : i64
      %22 = llvm.and %20, %21 : i1
      %23 = llvm.icmp "ult" %16, %3 : i64
      %24 = llvm.and %22, %23 : i1
      llvm.cond_br %24, ^bb5, ^bb9
    ^bb5:  // pred: ^bb4
      llvm.br ^bb6(%9 : i64)
    ^bb6(%25: i64):  // 2 preds: ^bb5, ^bb7
      %26 = llvm.icmp "slt" %25, %3 : i64
      llvm.cond_br %26, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %27 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %28 = llvm.mul %11, %0 overflow<nsw, nuw> : i64
      %29 = llvm.add %27, %28 overflow<nsw, nuw> : i64
      %30 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %25 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg0[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %36 = llvm.mul %14, %1 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.mul %16, %3 overflow<nsw, nuw> : i64
      %39 = llvm.add %37, %38 overflow<nsw, nuw> : i64
      %40 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %41 = llvm.add %39, %40 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %25 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg1[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %44 = llvm.load %43 : !llvm.ptr -> f32
      %45 = llvm.mul %11, %7 overflow<nsw, nuw> : i64
      %46 = llvm.mul %13, %5 overflow<nsw, nuw> : i64
      %47 = llvm.add %45, %46 overflow<nsw, nuw> : i64
      %48 = llvm.mul %9, %5 overflow<nsw, nuw> : i64
      %49 = llvm.add %47, %48 overflow<nsw, nuw> : i64
      %50 = llvm.mul %14, %3 overflow<nsw, nuw> : i64
      %51 = llvm.add %49, %50 overflow<nsw, nuw> : i64
      %52 = llvm.add %51, %16 overflow<nsw, nuw> : i64
      %53 = llvm.getelementptr inbounds|nuw %arg2[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %54 = llvm.load %53 : !llvm.ptr -> f32
      %55 = llvm.fmul %34, %44 : f32
      %56 = llvm.fadd %54, %55 : f32
      llvm.store %56, %53 : f32, !llvm.ptr
      %57 = llvm.add %25, %8 : i64
      llvm.br ^bb6(%57 : i64)
    ^bb8:  // pred: ^bb6
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb4, ^bb8
      %58 = llvm.add %16, %8 : i64
      llvm.br ^bb3(%58 : i64)
    ^bb10:  // pred: ^bb3
      %59 = llvm.add %14, %8 : i64
      llvm.br ^bb1(%59 : i64)
    ^bb11:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_1 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(768 : index) : i64
      %1 = llvm.mlir.constant(96 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(256 : index) : i64
      %6 = llvm.mlir.constant(3 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %3 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %6 : i64
      %15 = llvm.icmp "ult" %11, %4 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %12, %3 : i64
      %18 = llvm.and %16, %17 : i1
      llvm.cond_br %18, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %19 = llvm.mul %7, %0 overflow<nsw, nuw> : i64
      %20 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %21 = llvm.add %19, %20 overflow<nsw, nuw> : i64
      %22 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %12 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.add %22, %24 overflow<nsw, nuw> : i64
      %30 = llvm.add %29, %12 overflow<nsw, nuw> : i64
      %31 = llvm.getelementptr inbounds|nuw %arg1[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %32 = llvm.load %31 : !llvm.ptr -> f32
      %33 = llvm.fadd %28, %32 : f32
      %34 = llvm.mul %9, %5 overflow<nsw, nuw> : i64
      %35 = llvm.mul %11, %3 overflow<nsw, nuw> : i64
      %36 = llvm.add %34, %35 overflow<nsw, nuw> : i64
      %37 = llvm.mul %7, %3 overflow<nsw, nuw> : i64
      %38 = llvm.add %36, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %37 overflow<nsw, nuw> : i64
      %40 = llvm.add %39, %12 overflow<nsw, nuw> : i64
      %41 = llvm.getelementptr inbounds|nuw %arg2[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %33, %41 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %42 = llvm.add %12, %2 : i64
      llvm.br ^bb1(%42 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_2 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(4 : index) : i64
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
  gpu.module @main_kernel_3 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(64 : index) : i64
      %2 = llvm.mlir.constant(4 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
      %21 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %22 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.mul %7, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %12 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.getelementptr inbounds|nuw %arg1[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %28, %29 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %30 = llvm.add %12, %4 : i64
      llvm.br ^bb1(%30 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_4 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.59460355750136051 : f64) : f64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(64 : index) : i64
      %4 = llvm.mlir.constant(4 : index) : i64
      %5 = llvm.mlir.constant(256 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb7
      %15 = llvm.icmp "slt" %14, %2 : i64
      llvm.cond_br %15, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %2 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %2 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %26 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.mul %13, %2 overflow<nsw, nuw> : i64
      %29 = llvm.add %27, %28 overflow<nsw, nuw> : i64
      %30 = llvm.add %29, %23 overflow<nsw, nuw> : i64
      %31 = llvm.getelementptr inbounds|nuw %arg0[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %32 = llvm.load %31 : !llvm.ptr -> f32
      %33 = llvm.getelementptr %arg1[256] : (!llvm.ptr) -> !llvm.ptr, f32
      %34 = llvm.mul %14, %1 overflow<nsw, nuw> : i64
      %35 = llvm.add %34, %26 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %28 overflow<nsw, nuw> : i64
      %37 = llvm.add %36, %23 overflow<nsw, nuw> : i64
      %38 = llvm.getelementptr inbounds|nuw %33[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %39 = llvm.load %38 : !llvm.ptr -> f32
      %40 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %41 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %42 = llvm.add %40, %41 overflow<nsw, nuw> : i64
      %43 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %44 = llvm.add %42, %43 overflow<nsw, nuw> : i64
      %45 = llvm.add %44, %14 overflow<nsw, nuw> : i64
      %46 = llvm.getelementptr inbounds|nuw %arg2[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %47 = llvm.load %46 : !llvm.ptr -> f32
      %48 = llvm.fptrunc %0 : f64 to f32
      %49 = llvm.fmul %39, %48 : f32
      %50 = llvm.fmul %32, %48 : f32
      %51 = llvm.fmul %50, %49 : f32
      %52 = llvm.fadd %47, %51 : f32
      llvm.store %52, %46 : f32, !llvm.ptr
      %53 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%53 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %54 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%54 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_5 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(4 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.icmp "ult" %9, %4 : i64
      %13 = llvm.icmp "ult" %11, %2 : i64
      %14 = llvm.and %12, %13 : i1
      %15 = llvm.icmp "ult" %7, %1 : i64
      %16 = llvm.and %14, %15 : i1
      llvm.cond_br %16, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %17 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %18 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %19 = llvm.add %17, %18 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %7 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %5 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %arg0[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %22 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_6 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(4 : index) : i64
      %4 = llvm.mlir.constant(32 : index) : i64
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
      %16 = llvm.icmp "ult" %8, %2 : i64
      %17 = llvm.and %15, %16 : i1
      llvm.cond_br %17, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%6 : i64)
    ^bb2(%18: i64):  // 2 preds: ^bb1, ^bb3
      %19 = llvm.icmp "slt" %18, %2 : i64
      llvm.cond_br %19, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %20 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %21 = llvm.mul %12, %0 overflow<nsw, nuw> : i64
      %22 = llvm.add %20, %21 overflow<nsw, nuw> : i64
      %23 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %6, %2 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %18 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %31 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %32 = llvm.add %30, %31 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %8 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %6 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.intr.maximum(%29, %36) : (f32, f32) -> f32
      llvm.store %37, %35 : f32, !llvm.ptr
      %38 = llvm.add %18, %5 : i64
      llvm.br ^bb2(%38 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_7 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(4 : index) : i64
      %4 = llvm.mlir.constant(256 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
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
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %31 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %32 = llvm.add %30, %31 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %8 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %6 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.fsub %29, %36 : f32
      %38 = llvm.call @__nv_expf(%37) : (f32) -> f32
      %39 = llvm.getelementptr inbounds|nuw %arg2[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %38, %39 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %40 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%40 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_8 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(4 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.icmp "ult" %9, %4 : i64
      %13 = llvm.icmp "ult" %11, %2 : i64
      %14 = llvm.and %12, %13 : i1
      %15 = llvm.icmp "ult" %7, %1 : i64
      %16 = llvm.and %14, %15 : i1
      llvm.cond_br %16, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %17 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %18 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %19 = llvm.add %17, %18 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %7 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %5 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %arg0[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %0, %22 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_9 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(4 : index) : i64
      %4 = llvm.mlir.constant(32 : index) : i64
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
      %16 = llvm.icmp "ult" %8, %2 : i64
      %17 = llvm.and %15, %16 : i1
      llvm.cond_br %17, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%6 : i64)
    ^bb2(%18: i64):  // 2 preds: ^bb1, ^bb3
      %19 = llvm.icmp "slt" %18, %2 : i64
      llvm.cond_br %19, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %20 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %21 = llvm.mul %12, %0 overflow<nsw, nuw> : i64
      %22 = llvm.add %20, %21 overflow<nsw, nuw> : i64
      %23 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.add %24, %18 overflow<nsw, nuw> : i64
      %26 = llvm.getelementptr inbounds|nuw %arg0[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %27 = llvm.load %26 : !llvm.ptr -> f32
      %28 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %29 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %30 = llvm.add %28, %29 overflow<nsw, nuw> : i64
      %31 = llvm.add %30, %8 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %6 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg1[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.fadd %27, %34 : f32
      llvm.store %35, %33 : f32, !llvm.ptr
      %36 = llvm.add %18, %5 : i64
      llvm.br ^bb2(%36 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_10 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(true) : i1
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(4 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.icmp "ult" %9, %4 : i64
      %13 = llvm.icmp "ult" %11, %2 : i64
      %14 = llvm.and %12, %13 : i1
      %15 = llvm.icmp "ult" %7, %1 : i64
      %16 = llvm.and %14, %15 : i1
      llvm.cond_br %16, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %17 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %18 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %19 = llvm.add %17, %18 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %7 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %5 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %arg0[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i1
      llvm.store %0, %22 : i1, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_11 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
      %1 = llvm.mlir.constant(64 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(4 : index) : i64
      %5 = llvm.mlir.constant(32 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.icmp "ult" %11, %6 : i64
      %15 = llvm.icmp "ult" %13, %4 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %9, %3 : i64
      %18 = llvm.and %16, %17 : i1
      llvm.cond_br %18, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%7 : i64)
    ^bb2(%19: i64):  // 2 preds: ^bb1, ^bb3
      %20 = llvm.icmp "slt" %19, %3 : i64
      llvm.cond_br %20, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %21 = llvm.mul %11, %2 overflow<nsw, nuw> : i64
      %22 = llvm.mul %13, %1 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %19 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %30 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %9 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %7 overflow<nsw, nuw> : i64
      %34 = llvm.getelementptr inbounds|nuw %arg1[%33] : (!llvm.ptr, i64) -> !llvm.ptr, i1
      %35 = llvm.load %34 : !llvm.ptr -> i1
      %36 = llvm.fpext %28 : f32 to f64
      %37 = llvm.fcmp "oeq" %36, %0 : f64
      %38 = llvm.and %37, %35 : i1
      llvm.store %38, %34 : i1, !llvm.ptr
      %39 = llvm.add %19, %6 : i64
      llvm.br ^bb2(%39 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_12 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(64 : index) : i64
      %4 = llvm.mlir.constant(4 : index) : i64
      %5 = llvm.mlir.constant(256 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb7
      %15 = llvm.icmp "slt" %14, %2 : i64
      llvm.cond_br %15, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %2 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %2 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %2 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %9 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %7 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %arg0[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i1
      %31 = llvm.load %30 : !llvm.ptr -> i1
      %32 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %33 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %34 = llvm.add %32, %33 overflow<nsw, nuw> : i64
      %35 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %36 = llvm.add %34, %35 overflow<nsw, nuw> : i64
      %37 = llvm.add %36, %23 overflow<nsw, nuw> : i64
      %38 = llvm.getelementptr inbounds|nuw %arg1[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %39 = llvm.load %38 : !llvm.ptr -> f32
      %40 = llvm.getelementptr inbounds|nuw %arg2[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.getelementptr %arg3[512] : (!llvm.ptr) -> !llvm.ptr, f32
      %43 = llvm.mul %23, %1 overflow<nsw, nuw> : i64
      %44 = llvm.add %43, %25 overflow<nsw, nuw> : i64
      %45 = llvm.add %44, %26 overflow<nsw, nuw> : i64
      %46 = llvm.add %45, %14 overflow<nsw, nuw> : i64
      %47 = llvm.getelementptr inbounds|nuw %42[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %48 = llvm.load %47 : !llvm.ptr -> f32
      %49 = llvm.add %36, %14 overflow<nsw, nuw> : i64
      %50 = llvm.getelementptr inbounds|nuw %arg4[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %51 = llvm.load %50 : !llvm.ptr -> f32
      %52 = llvm.fdiv %39, %41 : f32
      %53 = llvm.select %31, %0, %52 : i1, f32
      %54 = llvm.fmul %53, %48 : f32
      %55 = llvm.fadd %51, %54 : f32
      llvm.store %55, %50 : f32, !llvm.ptr
      %56 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%56 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %57 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%57 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_13 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_14 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(1 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.icmp "ult" %6, %2 : i64
      %10 = llvm.icmp "ult" %8, %0 : i64
      %11 = llvm.and %9, %10 : i1
      %12 = llvm.icmp "ult" %4, %1 : i64
      %13 = llvm.and %11, %12 : i1
      llvm.cond_br %13, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %14 = llvm.mul %6, %1 overflow<nsw, nuw> : i64
      %15 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %16 = llvm.add %14, %15 overflow<nsw, nuw> : i64
      %17 = llvm.add %16, %4 overflow<nsw, nuw> : i64
      %18 = llvm.getelementptr inbounds|nuw %arg0[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.getelementptr inbounds|nuw %arg1[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %19, %20 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_15 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(4 : index) : i64
      %3 = llvm.mlir.constant(1024 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(32 : index) : i64
      %6 = llvm.mlir.constant(8 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.icmp "ult" %11, %6 : i64
      %15 = llvm.icmp "ult" %13, %4 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %9, %5 : i64
      %18 = llvm.and %16, %17 : i1
      llvm.cond_br %18, ^bb1, ^bb8
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%7 : i64)
    ^bb2(%19: i64):  // 2 preds: ^bb1, ^bb6
      %20 = llvm.icmp "slt" %19, %2 : i64
      llvm.cond_br %20, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%21: i64):  // 2 preds: ^bb3, ^bb5
      %22 = llvm.icmp "slt" %21, %6 : i64
      llvm.cond_br %22, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %23 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %24 = llvm.mul %19, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.mul %11, %6 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %21 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %32 = llvm.mul %9, %5 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.mul %7, %5 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.mul %19, %6 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %21 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg1[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %42 = llvm.mul %13, %5 overflow<nsw, nuw> : i64
      %43 = llvm.add %41, %42 overflow<nsw, nuw> : i64
      %44 = llvm.add %43, %9 overflow<nsw, nuw> : i64
      %45 = llvm.getelementptr inbounds|nuw %arg2[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %46 = llvm.load %45 : !llvm.ptr -> f32
      %47 = llvm.fmul %30, %40 : f32
      %48 = llvm.fadd %46, %47 : f32
      llvm.store %48, %45 : f32, !llvm.ptr
      %49 = llvm.add %21, %4 : i64
      llvm.br ^bb4(%49 : i64)
    ^bb6:  // pred: ^bb4
      %50 = llvm.add %19, %4 : i64
      llvm.br ^bb2(%50 : i64)
    ^bb7:  // pred: ^bb2
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb0, ^bb7
      llvm.return
    }
  }
  gpu.module @main_kernel_16 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      %21 = llvm.mul %7, %0 overflow<nsw, nuw> : i64
      %22 = llvm.add %16, %21 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %5 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.add %21, %5 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg2[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.fadd %25, %28 : f32
      %30 = llvm.fadd %20, %29 : f32
      %31 = llvm.getelementptr inbounds|nuw %arg3[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %30, %31 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
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
      %21 = llvm.fpext %20 : f32 to f64
      %22 = llvm.getelementptr inbounds|nuw %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %21, %22 : f64, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_18 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_19 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_20 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_21 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_24 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_25 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_26 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_27 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 64>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(64 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(512 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 64> : i32
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
  gpu.module @main_kernel_28 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 64>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(256 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(512 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 64> : i32
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
      %19 = llvm.icmp "slt" %18, %1 : i64
      llvm.cond_br %19, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %20 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %21 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %22 = llvm.add %20, %21 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %18 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg0[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %18 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %31 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %32 = llvm.add %30, %31 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %8 overflow<nsw, nuw> : i64
      %34 = llvm.getelementptr inbounds|nuw %arg2[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %35 = llvm.load %34 : !llvm.ptr -> f32
      %36 = llvm.fmul %25, %29 : f32
      %37 = llvm.fadd %35, %36 : f32
      llvm.store %37, %34 : f32, !llvm.ptr
      %38 = llvm.add %18, %5 : i64
      llvm.br ^bb2(%38 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_29 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(512 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(256 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.icmp "ult" %11, %6 : i64
      %15 = llvm.icmp "ult" %13, %4 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %9, %3 : i64
      %18 = llvm.and %16, %17 : i1
      llvm.cond_br %18, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%7 : i64)
    ^bb2(%19: i64):  // 2 preds: ^bb1, ^bb3
      %20 = llvm.icmp "slt" %19, %2 : i64
      llvm.cond_br %20, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %21 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %22 = llvm.mul %13, %2 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.add %23, %19 overflow<nsw, nuw> : i64
      %25 = llvm.getelementptr inbounds|nuw %arg0[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.load %25 : !llvm.ptr -> f32
      %27 = llvm.getelementptr inbounds|nuw %arg1[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %30 = llvm.add %29, %19 overflow<nsw, nuw> : i64
      %31 = llvm.getelementptr inbounds|nuw %arg2[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %32 = llvm.load %31 : !llvm.ptr -> f32
      %33 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %34 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %9 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg3[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %38 = llvm.load %37 : !llvm.ptr -> f32
      %39 = llvm.fadd %26, %28 : f32
      %40 = llvm.fcmp "ugt" %39, %0 : f32
      %41 = llvm.select %40, %39, %0 : i1, f32
      %42 = llvm.fmul %41, %32 : f32
      %43 = llvm.fadd %38, %42 : f32
      llvm.store %43, %37 : f32, !llvm.ptr
      %44 = llvm.add %19, %6 : i64
      llvm.br ^bb2(%44 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_30 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %2 : i64
      %11 = llvm.icmp "ult" %9, %0 : i64
      %12 = llvm.and %10, %11 : i1
      %13 = llvm.icmp "ult" %5, %3 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %16 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %5 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.getelementptr inbounds|nuw %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.getelementptr inbounds|nuw %arg2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.fadd %22, %24 : f32
      %26 = llvm.fadd %20, %25 : f32
      llvm.store %26, %19 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_31 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_32 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_33 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_34 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_35 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_36 [#nvvm.target<chip = "sm_90">] {
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
}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 gpu_mlir=880ac3bfdee8
