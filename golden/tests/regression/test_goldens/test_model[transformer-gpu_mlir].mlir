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
  gpu.module @main_kernel {
    gpu.func @main_kernel(%arg0: memref<1x8x1x3x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg1 = %c0 to %c3 step %c1 {
        scf.for %arg2 = %c0 to %c32 step %c1 {
          %0 = arith.cmpi ult, %thread_id_x, %c1 : index
          %1 = arith.cmpi ult, %thread_id_y, %c8 : index
          %2 = arith.andi %0, %1 : i1
          %3 = arith.cmpi ult, %arg1, %c3 : index
          %4 = arith.andi %2, %3 : i1
          %5 = arith.cmpi ult, %arg2, %c32 : index
          %6 = arith.andi %4, %5 : i1
          scf.if %6 {
            memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %c0, %arg1, %arg2] : memref<1x8x1x3x32xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_0 {
    gpu.func @main_kernel(%arg0: memref<1x1x8x32xf32>, %arg1: memref<1x3x32x1x32xf32>, %arg2: memref<1x8x1x3x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c3 step %c1 {
        scf.for %arg4 = %c0 to %c32 step %c1 {
          %0 = arith.cmpi ult, %thread_id_x, %c1 : index
          %1 = arith.cmpi ult, %thread_id_y, %c8 : index
          %2 = arith.andi %0, %1 : i1
          %3 = arith.cmpi ult, %arg3, %c3 : index
          %4 = arith.andi %2, %3 : i1
          %5 = arith.cmpi ult, %arg4, %c32 : index
          %6 = arith.andi %4, %5 : i1
          scf.if %6 {
            scf.for %arg5 = %c0 to %c32 step %c1 {
              %7 = memref.load %arg0[%c0, %thread_id_x, %thread_id_y, %arg5] : memref<1x1x8x32xf32>
              %8 = memref.load %arg1[%c0, %arg3, %arg4, %c0, %arg5] : memref<1x3x32x1x32xf32>
              %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0, %arg3, %arg4] : memref<1x8x1x3x32xf32>
              %10 = arith.mulf %7, %8 : f32
              %11 = arith.addf %9, %10 : f32
              memref.store %11, %arg2[%thread_id_x, %thread_id_y, %c0, %arg3, %arg4] : memref<1x8x1x3x32xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_1 {
    gpu.func @main_kernel(%arg0: memref<1x8x1x3x32xf32>, %arg1: memref<1x3x32xf32>, %arg2: memref<3x8x1x1x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c8 = arith.constant 8 : index
      %c3 = arith.constant 3 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c32 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c3 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %arg3, %c32 : index
        %4 = arith.andi %2, %3 : i1
        scf.if %4 {
          %5 = memref.load %arg0[%c0, %thread_id_y, %c0, %thread_id_x, %arg3] : memref<1x8x1x3x32xf32>
          %6 = memref.load %arg1[%c0, %thread_id_x, %arg3] : memref<1x3x32xf32>
          %7 = arith.addf %5, %6 : f32
          memref.store %7, %arg2[%thread_id_x, %thread_id_y, %c0, %c0, %arg3] : memref<3x8x1x1x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_2 {
    gpu.func @main_kernel(%arg0: memref<4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c4 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<4x8x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_3 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_4 {
    gpu.func @main_kernel(%arg0: memref<8x1x4x8xf32, strided<[32, 32, 8, 1]>>, %arg1: memref<8x1x4x8xf32, strided<[32, 32, 8, 1], offset: 256>>, %arg2: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.59460355750136051 : f64
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %7 = memref.load %arg0[%block_id_z, %thread_id_x, %thread_id_y, %arg4] : memref<8x1x4x8xf32, strided<[32, 32, 8, 1]>>
            %8 = memref.load %arg1[%arg3, %thread_id_x, %thread_id_y, %arg4] : memref<8x1x4x8xf32, strided<[32, 32, 8, 1], offset: 256>>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x4x8x8xf32>
            %10 = arith.truncf %cst : f64 to f32
            %11 = arith.mulf %8, %10 : f32
            %12 = arith.mulf %7, %10 : f32
            %13 = arith.mulf %12, %11 : f32
            %14 = arith.addf %9, %13 : f32
            memref.store %14, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x4x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_5 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0xFF800000 : f32
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c4 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_6 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x1x8xf32>, %arg1: memref<1x4x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c4 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c8 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0, %arg2] : memref<1x4x8x1x8xf32>
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
          %7 = arith.maximumf %5, %6 : f32
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_7 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<1x4x8x1xf32>, %arg2: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x4x8x8xf32>
          %8 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
          %9 = arith.subf %7, %8 : f32
          %10 = math.exp %9 : f32
          memref.store %10, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x4x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_8 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c4 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_9 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<1x4x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c4 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c8 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x8xf32>
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
          %7 = arith.addf %5, %6 : f32
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_10 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x1xi1>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %true = arith.constant true
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c4 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %true, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xi1>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_11 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<1x4x8x1xi1>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 0xFFF0000000000000 : f64
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c4 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c8 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x8xf32>
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xi1>
          %7 = arith.extf %5 : f32 to f64
          %8 = arith.cmpf oeq, %7, %cst : f64
          %9 = arith.andi %8, %6 : i1
          memref.store %9, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xi1>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_12 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x1xi1>, %arg1: memref<1x4x8x8xf32>, %arg2: memref<1x4x8x1xf32>, %arg3: memref<8x1x4x8xf32, strided<[32, 32, 8, 1], offset: 512>>, %arg4: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg5 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg5, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg6 = %c0 to %c8 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xi1>
            %8 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg6] : memref<1x4x8x8xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
            %10 = memref.load %arg3[%arg6, %thread_id_x, %thread_id_y, %arg5] : memref<8x1x4x8xf32, strided<[32, 32, 8, 1], offset: 512>>
            %11 = memref.load %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5] : memref<1x4x8x8xf32>
            %12 = arith.divf %8, %9 : f32
            %13 = arith.select %7, %cst, %12 : f32
            %14 = arith.mulf %13, %10 : f32
            %15 = arith.addf %11, %14 : f32
            memref.store %15, %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5] : memref<1x4x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_13 {
    gpu.func @main_kernel(%arg0: memref<8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c8 : index
      %3 = arith.cmpi ult, %1, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1] : memref<8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_14 {
    gpu.func @main_kernel(%arg0: memref<8x1x32xf32>, %arg1: memref<8x1x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c32 = arith.constant 32 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c8 : index
      %1 = arith.cmpi ult, %thread_id_y, %c1 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<8x1x32xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<8x1x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_15 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<1x32x1x4x8xf32>, %arg2: memref<8x1x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c8 : index
      %1 = arith.cmpi ult, %thread_id_y, %c1 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %5 = memref.load %arg0[%c0, %arg3, %thread_id_x, %arg4] : memref<1x4x8x8xf32>
            %6 = memref.load %arg1[%thread_id_y, %block_id_z, %c0, %arg3, %arg4] : memref<1x32x1x4x8xf32>
            %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<8x1x32xf32>
            %8 = arith.mulf %5, %6 : f32
            %9 = arith.addf %7, %8 : f32
            memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<8x1x32xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_16 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<8x1x32xf32>, %arg2: memref<1x32xf32>, %arg3: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c32 = arith.constant 32 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %6 = memref.load %arg1[%thread_id_y, %thread_id_x, %block_id_z] : memref<8x1x32xf32>
        %7 = memref.load %arg2[%thread_id_x, %block_id_z] : memref<1x32xf32>
        %8 = arith.addf %6, %7 : f32
        %9 = arith.addf %5, %8 : f32
        memref.store %9, %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_17 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf64>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c32 = arith.constant 32 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %6 = arith.extf %5 : f32 to f64
        memref.store %6, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf64>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_18 {
    gpu.func @main_kernel(%arg0: memref<1x8x1xf64>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f64
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_19 {
    gpu.func @main_kernel(%arg0: memref<1x8x1xf64>, %arg1: memref<1x8x1xf64>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
        memref.store %3, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_20 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf64>, %arg1: memref<1x8x1xf64>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg2 = %c0 to %c32 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg2] : memref<1x8x32xf64>
          %4 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
          %5 = arith.addf %3, %4 : f64
          memref.store %5, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_21 {
    gpu.func @main_kernel(%arg0: memref<1x8x1xf64>, %arg1: memref<1x8x1xf64>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
        memref.store %3, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_22 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf64>, %arg1: memref<1x8x1xf64>, %arg2: memref<1x8x1xf64>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %cst = arith.constant 3.200000e+01 : f64
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg3] : memref<1x8x32xf64>
          %4 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
          %5 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
          %6 = arith.divf %4, %cst : f64
          %7 = arith.subf %3, %6 : f64
          %8 = arith.mulf %7, %7 : f64
          %9 = arith.addf %8, %5 : f64
          memref.store %9, %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_23 {
    gpu.func @main_kernel(%arg0: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_24 {
    gpu.func @main_kernel(%arg0: memref<1x8x1xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        memref.store %3, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_25 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg2 = %c0 to %c32 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg2] : memref<1x8x32xf32>
          %4 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
          %5 = arith.addf %3, %4 : f32
          memref.store %5, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_26 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>, %arg2: memref<1x8x1xf64>, %arg3: memref<32xf32>, %arg4: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 3.200000e+01 : f32
      %cst_0 = arith.constant 1.000000e-05 : f64
      %cst_1 = arith.constant 3.200000e+01 : f64
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
        %8 = memref.load %arg3[%block_id_z] : memref<32xf32>
        %9 = memref.load %arg4[%block_id_z] : memref<32xf32>
        %10 = arith.divf %7, %cst_1 : f64
        %11 = arith.truncf %10 : f64 to f32
        %12 = arith.truncf %cst_0 : f64 to f32
        %13 = arith.addf %11, %12 : f32
        %14 = math.rsqrt %13 : f32
        %15 = arith.divf %6, %cst : f32
        %16 = arith.subf %5, %15 : f32
        %17 = arith.mulf %16, %14 : f32
        %18 = arith.mulf %17, %8 : f32
        %19 = arith.addf %18, %9 : f32
        memref.store %19, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_27 {
    gpu.func @main_kernel(%arg0: memref<1x8x64xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 64>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c64 = arith.constant 64 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c64 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x64xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_28 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<64x32xf32>, %arg2: memref<1x8x64xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 64>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c64 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg3] : memref<1x8x32xf32>
          %6 = memref.load %arg1[%block_id_z, %arg3] : memref<64x32xf32>
          %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x64xf32>
          %8 = arith.mulf %5, %6 : f32
          %9 = arith.addf %7, %8 : f32
          memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x64xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_29 {
    gpu.func @main_kernel(%arg0: memref<1x8x64xf32>, %arg1: memref<64xf32>, %arg2: memref<32x64xf32>, %arg3: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg4 = %c0 to %c64 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x64xf32>
          %6 = memref.load %arg1[%arg4] : memref<64xf32>
          %7 = memref.load %arg2[%block_id_z, %arg4] : memref<32x64xf32>
          %8 = memref.load %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
          %9 = arith.addf %5, %6 : f32
          %10 = arith.cmpf ugt, %9, %cst : f32
          %11 = arith.select %10, %9, %cst : f32
          %12 = arith.mulf %11, %7 : f32
          %13 = arith.addf %8, %12 : f32
          memref.store %13, %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_30 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>, %arg2: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c32 = arith.constant 32 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %7 = memref.load %arg2[%block_id_z] : memref<32xf32>
        %8 = arith.addf %6, %7 : f32
        %9 = arith.addf %5, %8 : f32
        memref.store %9, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_31 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf64>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c32 = arith.constant 32 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %6 = arith.extf %5 : f32 to f64
        memref.store %6, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf64>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_32 {
    gpu.func @main_kernel(%arg0: memref<1x8x1xf64>, %arg1: memref<1x8x1xf64>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
        memref.store %3, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_33 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf64>, %arg1: memref<1x8x1xf64>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg2 = %c0 to %c32 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg2] : memref<1x8x32xf64>
          %4 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
          %5 = arith.addf %3, %4 : f64
          memref.store %5, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_34 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf64>, %arg1: memref<1x8x1xf64>, %arg2: memref<1x8x1xf64>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %cst = arith.constant 3.200000e+01 : f64
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg3] : memref<1x8x32xf64>
          %4 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
          %5 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
          %6 = arith.divf %4, %cst : f64
          %7 = arith.subf %3, %6 : f64
          %8 = arith.mulf %7, %7 : f64
          %9 = arith.addf %8, %5 : f64
          memref.store %9, %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_35 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg2 = %c0 to %c32 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg2] : memref<1x8x32xf32>
          %4 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
          %5 = arith.addf %3, %4 : f32
          memref.store %5, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_36 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>, %arg2: memref<1x8x1xf64>, %arg3: memref<32xf32>, %arg4: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 3.200000e+01 : f32
      %cst_0 = arith.constant 1.000000e-05 : f64
      %cst_1 = arith.constant 3.200000e+01 : f64
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf64>
        %8 = memref.load %arg3[%block_id_z] : memref<32xf32>
        %9 = memref.load %arg4[%block_id_z] : memref<32xf32>
        %10 = arith.divf %7, %cst_1 : f64
        %11 = arith.truncf %10 : f64 to f32
        %12 = arith.truncf %cst_0 : f64 to f32
        %13 = arith.addf %11, %12 : f32
        %14 = math.rsqrt %13 : f32
        %15 = arith.divf %6, %cst : f32
        %16 = arith.subf %5, %15 : f32
        %17 = arith.mulf %16, %14 : f32
        %18 = arith.mulf %17, %8 : f32
        %19 = arith.addf %18, %9 : f32
        memref.store %19, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170
