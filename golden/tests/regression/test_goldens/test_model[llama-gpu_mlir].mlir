module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_128x32xf32_14 : memref<128x32xf32> = dense_resource<torch_tensor_128_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense_resource<torch_tensor_4_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_13 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_12 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32_11 : memref<16x32xf32> = dense_resource<torch_tensor_16_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32_10 : memref<16x32xf32> = dense_resource<torch_tensor_16_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_9 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_8 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_7 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_6 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32_5 : memref<32x64xf32> = dense_resource<torch_tensor_32_64_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_4 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_3 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32_2 : memref<16x32xf32> = dense_resource<torch_tensor_16_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32 : memref<16x32xf32> = dense_resource<torch_tensor_16_32_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_1 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_0 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense_resource<torch_tensor_32_64_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128x32xf32 : memref<128x32xf32> = dense_resource<torch_tensor_128_32_torch.float32_1> {alignment = 64 : i64}
  func.func @main(%arg0: memref<1x8xi64>) -> memref<1x8x128xf32> {
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @__constant_128x32xf32 : memref<128x32xf32>
    %1 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %2 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %3 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %4 = memref.get_global @__constant_64x32xf32_0 : memref<64x32xf32>
    %5 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %6 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %7 = memref.get_global @__constant_16x32xf32 : memref<16x32xf32>
    %8 = memref.get_global @__constant_16x32xf32_2 : memref<16x32xf32>
    %9 = memref.get_global @__constant_32x32xf32_3 : memref<32x32xf32>
    %10 = memref.get_global @__constant_32xf32_4 : memref<32xf32>
    %11 = memref.get_global @__constant_32x64xf32_5 : memref<32x64xf32>
    %12 = memref.get_global @__constant_64x32xf32_6 : memref<64x32xf32>
    %13 = memref.get_global @__constant_64x32xf32_7 : memref<64x32xf32>
    %14 = memref.get_global @__constant_32xf32_8 : memref<32xf32>
    %15 = memref.get_global @__constant_32x32xf32_9 : memref<32x32xf32>
    %16 = memref.get_global @__constant_16x32xf32_10 : memref<16x32xf32>
    %17 = memref.get_global @__constant_16x32xf32_11 : memref<16x32xf32>
    %18 = memref.get_global @__constant_32x32xf32_12 : memref<32x32xf32>
    %19 = memref.get_global @__constant_32xf32_13 : memref<32xf32>
    %20 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %21 = memref.get_global @__constant_128x32xf32_14 : memref<128x32xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x8xi64>, %21 : memref<128x32xf32>, %alloc_0 : memref<1x8x32xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xi64>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)  args(%alloc_1 : memref<8xi64>)
    %expand_shape = memref.expand_shape %20 [[0, 1, 2]] output_shape [1, 4, 1] : memref<4xf32> into memref<1x4x1xf32>
    %expand_shape_2 = memref.expand_shape %alloc_1 [[0, 1, 2]] output_shape [1, 1, 8] : memref<8xi64> into memref<1x1x8xi64>
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8xf32>
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_3 : memref<1x4x8xf32>)
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape : memref<1x4x1xf32>, %expand_shape_2 : memref<1x1x8xi64>, %alloc_3 : memref<1x4x8xf32>)
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x8x4xf32>
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%alloc_3 : memref<1x4x8xf32>, %alloc_4 : memref<1x8x4xf32>)
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8xf32>
    %subview = memref.subview %alloc_5[0, 0, 0] [1, 8, 4] [1, 1, 1] : memref<1x8x8xf32> to memref<1x8x4xf32, strided<[64, 8, 1]>>
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x4xf32>, %subview : memref<1x8x4xf32, strided<[64, 8, 1]>>)
    %subview_6 = memref.subview %alloc_5[0, 0, 4] [1, 8, 4] [1, 1, 1] : memref<1x8x8xf32> to memref<1x8x4xf32, strided<[64, 8, 1], offset: 4>>
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x4xf32>, %subview_6 : memref<1x8x4xf32, strided<[64, 8, 1], offset: 4>>)
    %expand_shape_7 = memref.expand_shape %alloc_5 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : memref<1x8x8xf32> into memref<1x1x8x8xf32>
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<1x1x8x8xf32>
    gpu.launch_func  @main_kernel_6::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_7 : memref<1x1x8x8xf32>, %alloc_8 : memref<1x1x8x8xf32>)
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x1x8x8xf32>
    gpu.launch_func  @main_kernel_7::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_7 : memref<1x1x8x8xf32>, %alloc_9 : memref<1x1x8x8xf32>)
    %expand_shape_10 = memref.expand_shape %alloc_1 [[0, 1]] output_shape [1, 8] : memref<8xi64> into memref<1x8xi64>
    %expand_shape_11 = memref.expand_shape %alloc_1 [[0, 1]] output_shape [8, 1] : memref<8xi64> into memref<8x1xi64>
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    gpu.launch_func  @main_kernel_8::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%expand_shape_10 : memref<1x8xi64>, %expand_shape_11 : memref<8x1xi64>, %alloc_12 : memref<8x8xf32>)
    %expand_shape_13 = memref.expand_shape %alloc_12 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : memref<8x8xf32> into memref<1x1x8x8xf32>
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_9::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_14 : memref<1x8x1xf32>)
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_10::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_14 : memref<1x8x1xf32>, %alloc_15 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_11::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf32>, %alloc_15 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_12::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%19 : memref<32xf32>, %alloc_0 : memref<1x8x32xf32>, %alloc_15 : memref<1x8x1xf32>, %alloc : memref<1x8x32xf32>)
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    gpu.launch_func  @main_kernel_13::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc_16 : memref<8x32xf32>)
    %expand_shape_17 = memref.expand_shape %18 [[0, 1], [2]] output_shape [4, 8, 32] : memref<32x32xf32> into memref<4x8x32xf32>
    %expand_shape_18 = memref.expand_shape %alloc_16 [[0, 1], [2, 3]] output_shape [1, 8, 4, 8] : memref<8x32xf32> into memref<1x8x4x8xf32>
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x8x4x8xf32>
    gpu.launch_func  @main_kernel_14::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%expand_shape_18 : memref<1x8x4x8xf32>, %alloc_19 : memref<1x8x4x8xf32>)
    gpu.launch_func  @main_kernel_15::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_17 : memref<4x8x32xf32>, %alloc_19 : memref<1x8x4x8xf32>)
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x8xf32>
    gpu.launch_func  @main_kernel_16::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_19 : memref<1x8x4x8xf32>, %alloc_20 : memref<1x4x8x8xf32>)
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
    gpu.launch_func  @main_kernel_17::@main_kernel blocks in (%c1, %c2, %c1) threads in (%c32, %c8, %c1)  args(%alloc_21 : memref<8x16xf32>)
    %expand_shape_22 = memref.expand_shape %17 [[0, 1], [2]] output_shape [2, 8, 32] : memref<16x32xf32> into memref<2x8x32xf32>
    %expand_shape_23 = memref.expand_shape %alloc_21 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : memref<8x16xf32> into memref<1x8x2x8xf32>
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x8xf32>
    gpu.launch_func  @main_kernel_18::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_23 : memref<1x8x2x8xf32>, %alloc_24 : memref<1x8x2x8xf32>)
    gpu.launch_func  @main_kernel_19::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_22 : memref<2x8x32xf32>, %alloc_24 : memref<1x8x2x8xf32>)
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x8xf32>
    gpu.launch_func  @main_kernel_20::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x8x2x8xf32>, %alloc_25 : memref<1x2x8x8xf32>)
    %expand_shape_26 = memref.expand_shape %16 [[0, 1], [2]] output_shape [2, 8, 32] : memref<16x32xf32> into memref<2x8x32xf32>
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x8xf32>
    gpu.launch_func  @main_kernel_21::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_23 : memref<1x8x2x8xf32>, %alloc_27 : memref<1x8x2x8xf32>)
    gpu.launch_func  @main_kernel_22::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_26 : memref<2x8x32xf32>, %alloc_27 : memref<1x8x2x8xf32>)
    %subview_28 = memref.subview %alloc_20[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : memref<1x4x8x8xf32> to memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x4xf32>
    gpu.launch_func  @main_kernel_23::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%subview_28 : memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>, %alloc_29 : memref<1x4x8x4xf32>)
    %subview_30 = memref.subview %alloc_20[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : memref<1x4x8x8xf32> to memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>
    %alloc_31 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x8xf32>
    %subview_32 = memref.subview %alloc_31[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : memref<1x4x8x8xf32> to memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>
    gpu.launch_func  @main_kernel_24::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_29 : memref<1x4x8x4xf32>, %subview_32 : memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>)
    %subview_33 = memref.subview %alloc_31[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : memref<1x4x8x8xf32> to memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>
    gpu.launch_func  @main_kernel_25::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%subview_30 : memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>, %subview_33 : memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>)
    %subview_34 = memref.subview %alloc_25[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : memref<1x2x8x8xf32> to memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x4xf32>
    gpu.launch_func  @main_kernel_26::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%subview_34 : memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>, %alloc_35 : memref<1x2x8x4xf32>)
    %subview_36 = memref.subview %alloc_25[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : memref<1x2x8x8xf32> to memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x8xf32>
    %subview_38 = memref.subview %alloc_37[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : memref<1x2x8x8xf32> to memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>
    gpu.launch_func  @main_kernel_27::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_35 : memref<1x2x8x4xf32>, %subview_38 : memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>)
    %subview_39 = memref.subview %alloc_37[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : memref<1x2x8x8xf32> to memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>
    gpu.launch_func  @main_kernel_28::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%subview_36 : memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>, %subview_39 : memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>)
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x8x8xf32>
    gpu.launch_func  @main_kernel_29::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc_27 : memref<1x8x2x8xf32>, %alloc_40 : memref<1x2x2x8x8xf32>)
    %alloc_41 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x8x8xf32>
    gpu.launch_func  @main_kernel_30::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc_25 : memref<1x2x8x8xf32>, %alloc_8 : memref<1x1x8x8xf32>, %alloc_37 : memref<1x2x8x8xf32>, %alloc_9 : memref<1x1x8x8xf32>, %alloc_41 : memref<1x2x2x8x8xf32>)
    %alloc_42 = memref.alloc() {alignment = 64 : i64} : memref<4x8x8xf32>
    gpu.launch_func  @main_kernel_31::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_42 : memref<4x8x8xf32>)
    %collapse_shape = memref.collapse_shape %alloc_41 [[0], [1, 2], [3], [4]] : memref<1x2x2x8x8xf32> into memref<1x4x8x8xf32>
    %expand_shape_43 = memref.expand_shape %alloc_42 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : memref<4x8x8xf32> into memref<1x4x8x8xf32>
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x8xf32>
    gpu.launch_func  @main_kernel_32::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_43 : memref<1x4x8x8xf32>, %alloc_44 : memref<1x4x8x8xf32>)
    gpu.launch_func  @main_kernel_33::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x4x8x8xf32>, %alloc_8 : memref<1x1x8x8xf32>, %alloc_31 : memref<1x4x8x8xf32>, %alloc_9 : memref<1x1x8x8xf32>, %collapse_shape : memref<1x4x8x8xf32>, %alloc_44 : memref<1x4x8x8xf32>)
    %alloc_45 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x8xf32>
    gpu.launch_func  @main_kernel_34::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_44 : memref<1x4x8x8xf32>, %expand_shape_13 : memref<1x1x8x8xf32>, %alloc_45 : memref<1x4x8x8xf32>)
    gpu.launch_func  @main_kernel_35::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_3 : memref<1x4x8xf32>)
    %expand_shape_46 = memref.expand_shape %alloc_45 [[0], [1], [2, 3], [4]] output_shape [1, 4, 8, 1, 8] : memref<1x4x8x8xf32> into memref<1x4x8x1x8xf32>
    %expand_shape_47 = memref.expand_shape %alloc_3 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : memref<1x4x8xf32> into memref<1x4x8x1xf32>
    %alloc_48 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x1xf32>
    gpu.launch_func  @main_kernel_36::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_47 : memref<1x4x8x1xf32>, %alloc_48 : memref<1x4x8x1xf32>)
    gpu.launch_func  @main_kernel_37::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_46 : memref<1x4x8x1x8xf32>, %alloc_48 : memref<1x4x8x1xf32>)
    gpu.launch_func  @main_kernel_38::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_45 : memref<1x4x8x8xf32>, %alloc_48 : memref<1x4x8x1xf32>, %alloc_20 : memref<1x4x8x8xf32>)
    %alloc_49 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x1xf32>
    gpu.launch_func  @main_kernel_39::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_49 : memref<1x4x8x1xf32>)
    %alloc_50 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x1xf32>
    gpu.launch_func  @main_kernel_40::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_49 : memref<1x4x8x1xf32>, %alloc_50 : memref<1x4x8x1xf32>)
    gpu.launch_func  @main_kernel_41::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x4x8x8xf32>, %alloc_50 : memref<1x4x8x1xf32>)
    %alloc_51 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x1xi1>
    gpu.launch_func  @main_kernel_42::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_51 : memref<1x4x8x1xi1>)
    %alloc_52 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x1xi1>
    gpu.launch_func  @main_kernel_43::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_51 : memref<1x4x8x1xi1>, %alloc_52 : memref<1x4x8x1xi1>)
    gpu.launch_func  @main_kernel_44::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_45 : memref<1x4x8x8xf32>, %alloc_52 : memref<1x4x8x1xi1>)
    %collapse_shape_53 = memref.collapse_shape %alloc_40 [[0], [1, 2], [3], [4]] : memref<1x2x2x8x8xf32> into memref<1x4x8x8xf32>
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x8xf32>
    gpu.launch_func  @main_kernel_45::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_43 : memref<1x4x8x8xf32>, %alloc_54 : memref<1x4x8x8xf32>)
    gpu.launch_func  @main_kernel_46::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_52 : memref<1x4x8x1xi1>, %alloc_20 : memref<1x4x8x8xf32>, %alloc_50 : memref<1x4x8x1xf32>, %collapse_shape_53 : memref<1x4x8x8xf32>, %alloc_54 : memref<1x4x8x8xf32>)
    %expand_shape_55 = memref.expand_shape %15 [[0], [1, 2]] output_shape [32, 4, 8] : memref<32x32xf32> into memref<32x4x8xf32>
    %expand_shape_56 = memref.expand_shape %alloc_16 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_47::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_56 : memref<1x8x32xf32>, %alloc_57 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_48::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_54 : memref<1x4x8x8xf32>, %expand_shape_55 : memref<32x4x8xf32>, %alloc_57 : memref<1x8x32xf32>)
    %alloc_58 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_49::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf32>, %alloc_57 : memref<1x8x32xf32>, %alloc_58 : memref<1x8x32xf32>)
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_50::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_14 : memref<1x8x1xf32>, %alloc_59 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_51::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_58 : memref<1x8x32xf32>, %alloc_59 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_52::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%14 : memref<32xf32>, %alloc_58 : memref<1x8x32xf32>, %alloc_59 : memref<1x8x1xf32>, %alloc : memref<1x8x32xf32>)
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<8x64xf32>
    gpu.launch_func  @main_kernel_53::@main_kernel blocks in (%c1, %c8, %c1) threads in (%c32, %c8, %c1)  args(%alloc_60 : memref<8x64xf32>)
    %expand_shape_61 = memref.expand_shape %alloc_60 [[0, 1], [2]] output_shape [1, 8, 64] : memref<8x64xf32> into memref<1x8x64xf32>
    %alloc_62 = memref.alloc() {alignment = 64 : i64} : memref<1x8x64xf32>
    gpu.launch_func  @main_kernel_54::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%expand_shape_61 : memref<1x8x64xf32>, %alloc_62 : memref<1x8x64xf32>)
    gpu.launch_func  @main_kernel_55::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %13 : memref<64x32xf32>, %alloc_62 : memref<1x8x64xf32>)
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<1x8x64xf32>
    gpu.launch_func  @main_kernel_56::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%expand_shape_61 : memref<1x8x64xf32>, %alloc_63 : memref<1x8x64xf32>)
    gpu.launch_func  @main_kernel_57::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %12 : memref<64x32xf32>, %alloc_63 : memref<1x8x64xf32>)
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_58::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_56 : memref<1x8x32xf32>, %alloc_64 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_59::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_62 : memref<1x8x64xf32>, %alloc_63 : memref<1x8x64xf32>, %11 : memref<32x64xf32>, %alloc_64 : memref<1x8x32xf32>)
    %alloc_65 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_60::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_58 : memref<1x8x32xf32>, %alloc_64 : memref<1x8x32xf32>, %alloc_65 : memref<1x8x32xf32>)
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_61::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_14 : memref<1x8x1xf32>, %alloc_66 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_62::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_65 : memref<1x8x32xf32>, %alloc_66 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_63::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%10 : memref<32xf32>, %alloc_65 : memref<1x8x32xf32>, %alloc_66 : memref<1x8x1xf32>, %alloc : memref<1x8x32xf32>)
    %expand_shape_67 = memref.expand_shape %9 [[0, 1], [2]] output_shape [4, 8, 32] : memref<32x32xf32> into memref<4x8x32xf32>
    %alloc_68 = memref.alloc() {alignment = 64 : i64} : memref<1x8x4x8xf32>
    gpu.launch_func  @main_kernel_64::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%expand_shape_18 : memref<1x8x4x8xf32>, %alloc_68 : memref<1x8x4x8xf32>)
    gpu.launch_func  @main_kernel_65::@main_kernel blocks in (%c1, %c1, %c4) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_67 : memref<4x8x32xf32>, %alloc_68 : memref<1x8x4x8xf32>)
    gpu.launch_func  @main_kernel_66::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_68 : memref<1x8x4x8xf32>, %alloc_20 : memref<1x4x8x8xf32>)
    %expand_shape_69 = memref.expand_shape %8 [[0, 1], [2]] output_shape [2, 8, 32] : memref<16x32xf32> into memref<2x8x32xf32>
    %alloc_70 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x8xf32>
    gpu.launch_func  @main_kernel_67::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_23 : memref<1x8x2x8xf32>, %alloc_70 : memref<1x8x2x8xf32>)
    gpu.launch_func  @main_kernel_68::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_69 : memref<2x8x32xf32>, %alloc_70 : memref<1x8x2x8xf32>)
    gpu.launch_func  @main_kernel_69::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_70 : memref<1x8x2x8xf32>, %alloc_25 : memref<1x2x8x8xf32>)
    %expand_shape_71 = memref.expand_shape %7 [[0, 1], [2]] output_shape [2, 8, 32] : memref<16x32xf32> into memref<2x8x32xf32>
    gpu.launch_func  @main_kernel_70::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_71 : memref<2x8x32xf32>, %expand_shape_23 : memref<1x8x2x8xf32>)
    gpu.launch_func  @main_kernel_71::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%subview_28 : memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>, %alloc_29 : memref<1x4x8x4xf32>)
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x8xf32>
    %subview_73 = memref.subview %alloc_72[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : memref<1x4x8x8xf32> to memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>
    gpu.launch_func  @main_kernel_72::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_29 : memref<1x4x8x4xf32>, %subview_73 : memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>)
    %subview_74 = memref.subview %alloc_72[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : memref<1x4x8x8xf32> to memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>
    gpu.launch_func  @main_kernel_73::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%subview_30 : memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>, %subview_74 : memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>)
    gpu.launch_func  @main_kernel_74::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%subview_34 : memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>, %alloc_35 : memref<1x2x8x4xf32>)
    %alloc_75 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x8xf32>
    %subview_76 = memref.subview %alloc_75[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : memref<1x2x8x8xf32> to memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>
    gpu.launch_func  @main_kernel_75::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_35 : memref<1x2x8x4xf32>, %subview_76 : memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>)
    %subview_77 = memref.subview %alloc_75[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : memref<1x2x8x8xf32> to memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>
    gpu.launch_func  @main_kernel_76::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%subview_36 : memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>, %subview_77 : memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>)
    gpu.launch_func  @main_kernel_77::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_23 : memref<1x8x2x8xf32>, %alloc_40 : memref<1x2x2x8x8xf32>)
    %alloc_78 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x8x8xf32>
    gpu.launch_func  @main_kernel_78::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc_25 : memref<1x2x8x8xf32>, %alloc_8 : memref<1x1x8x8xf32>, %alloc_75 : memref<1x2x8x8xf32>, %alloc_9 : memref<1x1x8x8xf32>, %alloc_78 : memref<1x2x2x8x8xf32>)
    %collapse_shape_79 = memref.collapse_shape %alloc_78 [[0], [1, 2], [3], [4]] : memref<1x2x2x8x8xf32> into memref<1x4x8x8xf32>
    %alloc_80 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x8xf32>
    gpu.launch_func  @main_kernel_79::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_43 : memref<1x4x8x8xf32>, %alloc_80 : memref<1x4x8x8xf32>)
    gpu.launch_func  @main_kernel_80::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x4x8x8xf32>, %alloc_8 : memref<1x1x8x8xf32>, %alloc_72 : memref<1x4x8x8xf32>, %alloc_9 : memref<1x1x8x8xf32>, %collapse_shape_79 : memref<1x4x8x8xf32>, %alloc_80 : memref<1x4x8x8xf32>)
    %alloc_81 = memref.alloc() {alignment = 64 : i64} : memref<1x4x8x8xf32>
    gpu.launch_func  @main_kernel_81::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_80 : memref<1x4x8x8xf32>, %expand_shape_13 : memref<1x1x8x8xf32>, %alloc_81 : memref<1x4x8x8xf32>)
    %expand_shape_82 = memref.expand_shape %alloc_81 [[0], [1], [2, 3], [4]] output_shape [1, 4, 8, 1, 8] : memref<1x4x8x8xf32> into memref<1x4x8x1x8xf32>
    gpu.launch_func  @main_kernel_82::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_82 : memref<1x4x8x1x8xf32>, %expand_shape_47 : memref<1x4x8x1xf32>)
    gpu.launch_func  @main_kernel_83::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_81 : memref<1x4x8x8xf32>, %expand_shape_47 : memref<1x4x8x1xf32>, %alloc_20 : memref<1x4x8x8xf32>)
    gpu.launch_func  @main_kernel_84::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x4x8x8xf32>, %alloc_49 : memref<1x4x8x1xf32>)
    gpu.launch_func  @main_kernel_85::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_81 : memref<1x4x8x8xf32>, %alloc_51 : memref<1x4x8x1xi1>)
    gpu.launch_func  @main_kernel_86::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_51 : memref<1x4x8x1xi1>, %alloc_20 : memref<1x4x8x8xf32>, %alloc_49 : memref<1x4x8x1xf32>, %collapse_shape_53 : memref<1x4x8x8xf32>, %expand_shape_43 : memref<1x4x8x8xf32>)
    %expand_shape_83 = memref.expand_shape %6 [[0], [1, 2]] output_shape [32, 4, 8] : memref<32x32xf32> into memref<32x4x8xf32>
    %alloc_84 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_87::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_56 : memref<1x8x32xf32>, %alloc_84 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_88::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_43 : memref<1x4x8x8xf32>, %expand_shape_83 : memref<32x4x8xf32>, %alloc_84 : memref<1x8x32xf32>)
    %alloc_85 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_89::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_65 : memref<1x8x32xf32>, %alloc_84 : memref<1x8x32xf32>, %alloc_85 : memref<1x8x32xf32>)
    %alloc_86 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_90::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_14 : memref<1x8x1xf32>, %alloc_86 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_91::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_85 : memref<1x8x32xf32>, %alloc_86 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_92::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%5 : memref<32xf32>, %alloc_85 : memref<1x8x32xf32>, %alloc_86 : memref<1x8x1xf32>, %alloc : memref<1x8x32xf32>)
    %alloc_87 = memref.alloc() {alignment = 64 : i64} : memref<1x8x64xf32>
    gpu.launch_func  @main_kernel_93::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%expand_shape_61 : memref<1x8x64xf32>, %alloc_87 : memref<1x8x64xf32>)
    gpu.launch_func  @main_kernel_94::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %4 : memref<64x32xf32>, %alloc_87 : memref<1x8x64xf32>)
    gpu.launch_func  @main_kernel_95::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %3 : memref<64x32xf32>, %expand_shape_61 : memref<1x8x64xf32>)
    gpu.launch_func  @main_kernel_96::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_87 : memref<1x8x64xf32>, %expand_shape_61 : memref<1x8x64xf32>, %2 : memref<32x64xf32>, %expand_shape_56 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_97::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_85 : memref<1x8x32xf32>, %expand_shape_56 : memref<1x8x32xf32>, %alloc : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_98::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_14 : memref<1x8x1xf32>)
    %alloc_88 = memref.alloc() {alignment = 64 : i64} : memref<1x8x128xf32>
    gpu.launch_func  @main_kernel_99::@main_kernel blocks in (%c1, %c1, %c128) threads in (%c32, %c8, %c1)  args(%alloc_88 : memref<1x8x128xf32>)
    gpu.launch_func  @main_kernel_100::@main_kernel blocks in (%c1, %c1, %c128) threads in (%c32, %c8, %c1)  args(%1 : memref<32xf32>, %alloc : memref<1x8x32xf32>, %alloc_14 : memref<1x8x1xf32>, %0 : memref<128x32xf32>, %alloc_88 : memref<1x8x128xf32>)
    memref.dealloc %alloc : memref<1x8x32xf32>
    memref.dealloc %alloc_0 : memref<1x8x32xf32>
    memref.dealloc %alloc_1 : memref<8xi64>
    memref.dealloc %alloc_3 : memref<1x4x8xf32>
    memref.dealloc %alloc_4 : memref<1x8x4xf32>
    memref.dealloc %alloc_5 : memref<1x8x8xf32>
    memref.dealloc %alloc_8 : memref<1x1x8x8xf32>
    memref.dealloc %alloc_9 : memref<1x1x8x8xf32>
    memref.dealloc %alloc_12 : memref<8x8xf32>
    memref.dealloc %alloc_14 : memref<1x8x1xf32>
    memref.dealloc %alloc_15 : memref<1x8x1xf32>
    memref.dealloc %alloc_16 : memref<8x32xf32>
    memref.dealloc %alloc_19 : memref<1x8x4x8xf32>
    memref.dealloc %alloc_20 : memref<1x4x8x8xf32>
    memref.dealloc %alloc_21 : memref<8x16xf32>
    memref.dealloc %alloc_24 : memref<1x8x2x8xf32>
    memref.dealloc %alloc_25 : memref<1x2x8x8xf32>
    memref.dealloc %alloc_27 : memref<1x8x2x8xf32>
    memref.dealloc %alloc_29 : memref<1x4x8x4xf32>
    memref.dealloc %alloc_31 : memref<1x4x8x8xf32>
    memref.dealloc %alloc_35 : memref<1x2x8x4xf32>
    memref.dealloc %alloc_37 : memref<1x2x8x8xf32>
    memref.dealloc %alloc_40 : memref<1x2x2x8x8xf32>
    memref.dealloc %alloc_41 : memref<1x2x2x8x8xf32>
    memref.dealloc %alloc_42 : memref<4x8x8xf32>
    memref.dealloc %alloc_44 : memref<1x4x8x8xf32>
    memref.dealloc %alloc_45 : memref<1x4x8x8xf32>
    memref.dealloc %alloc_48 : memref<1x4x8x1xf32>
    memref.dealloc %alloc_49 : memref<1x4x8x1xf32>
    memref.dealloc %alloc_50 : memref<1x4x8x1xf32>
    memref.dealloc %alloc_51 : memref<1x4x8x1xi1>
    memref.dealloc %alloc_52 : memref<1x4x8x1xi1>
    memref.dealloc %alloc_54 : memref<1x4x8x8xf32>
    memref.dealloc %alloc_57 : memref<1x8x32xf32>
    memref.dealloc %alloc_58 : memref<1x8x32xf32>
    memref.dealloc %alloc_59 : memref<1x8x1xf32>
    memref.dealloc %alloc_60 : memref<8x64xf32>
    memref.dealloc %alloc_62 : memref<1x8x64xf32>
    memref.dealloc %alloc_63 : memref<1x8x64xf32>
    memref.dealloc %alloc_64 : memref<1x8x32xf32>
    memref.dealloc %alloc_65 : memref<1x8x32xf32>
    memref.dealloc %alloc_66 : memref<1x8x1xf32>
    memref.dealloc %alloc_68 : memref<1x8x4x8xf32>
    memref.dealloc %alloc_70 : memref<1x8x2x8xf32>
    memref.dealloc %alloc_72 : memref<1x4x8x8xf32>
    memref.dealloc %alloc_75 : memref<1x2x8x8xf32>
    memref.dealloc %alloc_78 : memref<1x2x2x8x8xf32>
    memref.dealloc %alloc_80 : memref<1x4x8x8xf32>
    memref.dealloc %alloc_81 : memref<1x4x8x8xf32>
    memref.dealloc %alloc_84 : memref<1x8x32xf32>
    memref.dealloc %alloc_85 : memref<1x8x32xf32>
    memref.dealloc %alloc_86 : memref<1x8x1xf32>
    memref.dealloc %alloc_87 : memref<1x8x64xf32>
    return %alloc_88 : memref<1x8x128xf32>
  }
  gpu.module @main_kernel {
    gpu.func @main_kernel(%arg0: memref<1x8xi64>, %arg1: memref<128x32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 5.65685415 : f32
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y] : memref<1x8xi64>
        %6 = arith.index_cast %5 : i64 to index
        %7 = memref.load %arg1[%6, %block_id_z] : memref<128x32xf32>
        %8 = arith.mulf %7, %cst : f32
        memref.store %8, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_0 {
    gpu.func @main_kernel(%arg0: memref<8xi64>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c8 = arith.constant 8 : index
      %thread_id_x = gpu.thread_id x
      %0 = arith.cmpi ult, %thread_id_x, %c8 : index
      scf.if %0 {
        %1 = arith.index_cast %thread_id_x : index to i64
        memref.store %1, %arg0[%thread_id_x] : memref<8xi64>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_1 {
    gpu.func @main_kernel(%arg0: memref<1x4x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x4x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_2 {
    gpu.func @main_kernel(%arg0: memref<1x4x1xf32>, %arg1: memref<1x1x8xi64>, %arg2: memref<1x4x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %c0] : memref<1x4x1xf32>
        %6 = memref.load %arg1[%thread_id_x, %c0, %block_id_z] : memref<1x1x8xi64>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x4x8xf32>
        %8 = arith.sitofp %6 : i64 to f32
        %9 = arith.mulf %5, %8 : f32
        %10 = arith.addf %7, %9 : f32
        memref.store %10, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x4x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_3 {
    gpu.func @main_kernel(%arg0: memref<1x4x8xf32>, %arg1: memref<1x8x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c4 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %block_id_z, %thread_id_y] : memref<1x4x8xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x4xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_4 {
    gpu.func @main_kernel(%arg0: memref<1x8x4xf32>, %arg1: memref<1x8x4xf32, strided<[64, 8, 1]>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c4 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x4xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x4xf32, strided<[64, 8, 1]>>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_5 {
    gpu.func @main_kernel(%arg0: memref<1x8x4xf32>, %arg1: memref<1x8x4xf32, strided<[64, 8, 1], offset: 4>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c4 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x4xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x4xf32, strided<[64, 8, 1], offset: 4>>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_6 {
    gpu.func @main_kernel(%arg0: memref<1x1x8x8xf32>, %arg1: memref<1x1x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c1 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x1x8x8xf32>
          %8 = math.cos %7 : f32
          memref.store %8, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x1x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_7 {
    gpu.func @main_kernel(%arg0: memref<1x1x8x8xf32>, %arg1: memref<1x1x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c1 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x1x8x8xf32>
          %8 = math.sin %7 : f32
          memref.store %8, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x1x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_8 {
    gpu.func @main_kernel(%arg0: memref<1x8xi64>, %arg1: memref<8x1xi64>, %arg2: memref<8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant -3.40282347E+38 : f32
      %c1_i64 = arith.constant 1 : i64
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c8 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        %3 = memref.load %arg0[%c0, %thread_id_y] : memref<1x8xi64>
        %4 = memref.load %arg1[%thread_id_x, %c0] : memref<8x1xi64>
        %5 = arith.subi %3, %4 : i64
        %6 = arith.cmpi sge, %5, %c1_i64 : i64
        %7 = arith.select %6, %cst_0, %cst : f32
        memref.store %7, %arg2[%thread_id_x, %thread_id_y] : memref<8x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_9 {
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
  gpu.module @main_kernel_10 {
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
  gpu.module @main_kernel_11 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c2_i64 = arith.constant 2 : i64
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
          %5 = math.fpowi %3, %c2_i64 : f32, i64
          %6 = arith.addf %5, %4 : f32
          memref.store %6, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_12 {
    gpu.func @main_kernel(%arg0: memref<32xf32>, %arg1: memref<1x8x32xf32>, %arg2: memref<1x8x1xf32>, %arg3: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 9.9999999999999995E-7 : f64
      %cst_0 = arith.constant 3.200000e+01 : f32
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
        %5 = memref.load %arg0[%block_id_z] : memref<32xf32>
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        %8 = arith.divf %7, %cst_0 : f32
        %9 = arith.truncf %cst : f64 to f32
        %10 = arith.addf %8, %9 : f32
        %11 = math.rsqrt %10 : f32
        %12 = arith.mulf %6, %11 : f32
        %13 = arith.mulf %5, %12 : f32
        memref.store %13, %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
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
    gpu.func @main_kernel(%arg0: memref<1x8x4x8xf32>, %arg1: memref<1x8x4x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c4 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x4x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x4x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_15 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<4x8x32xf32>, %arg2: memref<1x8x4x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c4 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<4x8x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x4x8xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x4x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_16 {
    gpu.func @main_kernel(%arg0: memref<1x8x4x8xf32>, %arg1: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
          %7 = memref.load %arg0[%thread_id_x, %block_id_z, %thread_id_y, %arg2] : memref<1x8x4x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_17 {
    gpu.func @main_kernel(%arg0: memref<8x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 2, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c16 = arith.constant 16 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c8 : index
      %3 = arith.cmpi ult, %1, %c16 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1] : memref<8x16xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_18 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x8xf32>, %arg1: memref<1x8x2x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_19 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<2x8x32xf32>, %arg2: memref<1x8x2x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<2x8x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x8xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_20 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x8xf32>, %arg1: memref<1x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %block_id_z, %thread_id_y, %arg2] : memref<1x8x2x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_21 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x8xf32>, %arg1: memref<1x8x2x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_22 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<2x8x32xf32>, %arg2: memref<1x8x2x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<2x8x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x8xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_23 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>, %arg1: memref<1x4x8x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>
          %8 = arith.negf %7 : f32
          memref.store %8, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_24 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x4xf32>, %arg1: memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_25 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>, %arg1: memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_26 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>, %arg1: memref<1x2x8x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>
          %8 = arith.negf %7 : f32
          memref.store %8, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_27 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x4xf32>, %arg1: memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_28 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>, %arg1: memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_29 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x8xf32>, %arg1: memref<1x2x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          %0 = arith.cmpi ult, %thread_id_x, %c1 : index
          %1 = arith.cmpi ult, %thread_id_y, %c2 : index
          %2 = arith.andi %0, %1 : i1
          %3 = arith.cmpi ult, %block_id_z, %c2 : index
          %4 = arith.andi %2, %3 : i1
          %5 = arith.cmpi ult, %arg2, %c8 : index
          %6 = arith.andi %4, %5 : i1
          %7 = arith.cmpi ult, %arg3, %c8 : index
          %8 = arith.andi %6, %7 : i1
          scf.if %8 {
            %9 = memref.load %arg0[%thread_id_x, %arg2, %thread_id_y, %arg3] : memref<1x8x2x8xf32>
            memref.store %9, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2, %arg3] : memref<1x2x2x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_30 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x1x8x8xf32>, %arg2: memref<1x2x8x8xf32>, %arg3: memref<1x1x8x8xf32>, %arg4: memref<1x2x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %cst = arith.constant 0.59460355750136051 : f64
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg5 = %c0 to %c8 step %c1 {
        scf.for %arg6 = %c0 to %c8 step %c1 {
          %0 = arith.cmpi ult, %thread_id_x, %c1 : index
          %1 = arith.cmpi ult, %thread_id_y, %c2 : index
          %2 = arith.andi %0, %1 : i1
          %3 = arith.cmpi ult, %block_id_z, %c2 : index
          %4 = arith.andi %2, %3 : i1
          %5 = arith.cmpi ult, %arg5, %c8 : index
          %6 = arith.andi %4, %5 : i1
          %7 = arith.cmpi ult, %arg6, %c8 : index
          %8 = arith.andi %6, %7 : i1
          scf.if %8 {
            %9 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg6, %arg5] : memref<1x2x8x8xf32>
            %10 = memref.load %arg1[%thread_id_x, %c0, %arg6, %arg5] : memref<1x1x8x8xf32>
            %11 = memref.load %arg2[%thread_id_x, %thread_id_y, %arg6, %arg5] : memref<1x2x8x8xf32>
            %12 = memref.load %arg3[%thread_id_x, %c0, %arg6, %arg5] : memref<1x1x8x8xf32>
            %13 = arith.mulf %11, %12 : f32
            %14 = arith.mulf %9, %10 : f32
            %15 = arith.addf %14, %13 : f32
            %16 = arith.truncf %cst : f64 to f32
            %17 = arith.mulf %15, %16 : f32
            memref.store %17, %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5, %arg6] : memref<1x2x2x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_31 {
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
  gpu.module @main_kernel_32 {
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
  gpu.module @main_kernel_33 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<1x1x8x8xf32>, %arg2: memref<1x4x8x8xf32>, %arg3: memref<1x1x8x8xf32>, %arg4: memref<1x4x8x8xf32>, %arg5: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 0.59460355750136051 : f64
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg6 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg6, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg7 = %c0 to %c8 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg7] : memref<1x4x8x8xf32>
            %8 = memref.load %arg1[%thread_id_x, %c0, %block_id_z, %arg7] : memref<1x1x8x8xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg7] : memref<1x4x8x8xf32>
            %10 = memref.load %arg3[%thread_id_x, %c0, %block_id_z, %arg7] : memref<1x1x8x8xf32>
            %11 = memref.load %arg4[%thread_id_x, %thread_id_y, %arg7, %arg6] : memref<1x4x8x8xf32>
            %12 = memref.load %arg5[%thread_id_x, %thread_id_y, %block_id_z, %arg6] : memref<1x4x8x8xf32>
            %13 = arith.mulf %9, %10 : f32
            %14 = arith.mulf %7, %8 : f32
            %15 = arith.addf %14, %13 : f32
            %16 = arith.truncf %cst : f64 to f32
            %17 = arith.mulf %15, %16 : f32
            %18 = arith.mulf %17, %11 : f32
            %19 = arith.addf %12, %18 : f32
            memref.store %19, %arg5[%thread_id_x, %thread_id_y, %block_id_z, %arg6] : memref<1x4x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_34 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<1x1x8x8xf32>, %arg2: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
          %8 = memref.load %arg1[%thread_id_x, %c0, %block_id_z, %arg3] : memref<1x1x8x8xf32>
          %9 = arith.addf %7, %8 : f32
          memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x4x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_35 {
    gpu.func @main_kernel(%arg0: memref<1x4x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x4x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_36 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x1xf32>, %arg1: memref<1x4x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_37 {
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
  gpu.module @main_kernel_38 {
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
  gpu.module @main_kernel_39 {
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
  gpu.module @main_kernel_40 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x1xf32>, %arg1: memref<1x4x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_41 {
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
  gpu.module @main_kernel_42 {
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
  gpu.module @main_kernel_43 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x1xi1>, %arg1: memref<1x4x8x1xi1>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xi1>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x4x8x1xi1>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_44 {
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
  gpu.module @main_kernel_45 {
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
  gpu.module @main_kernel_46 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x1xi1>, %arg1: memref<1x4x8x8xf32>, %arg2: memref<1x4x8x1xf32>, %arg3: memref<1x4x8x8xf32>, %arg4: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
            %10 = memref.load %arg3[%thread_id_x, %thread_id_y, %arg6, %arg5] : memref<1x4x8x8xf32>
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
  gpu.module @main_kernel_47 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_48 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<32x4x8xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c4 = arith.constant 4 : index
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
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %arg3, %thread_id_y, %arg4] : memref<1x4x8x8xf32>
            %6 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<32x4x8xf32>
            %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
            %8 = arith.mulf %5, %6 : f32
            %9 = arith.addf %7, %8 : f32
            memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_49 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        %7 = arith.addf %5, %6 : f32
        memref.store %7, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_50 {
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
  gpu.module @main_kernel_51 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c2_i64 = arith.constant 2 : i64
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
          %5 = math.fpowi %3, %c2_i64 : f32, i64
          %6 = arith.addf %5, %4 : f32
          memref.store %6, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_52 {
    gpu.func @main_kernel(%arg0: memref<32xf32>, %arg1: memref<1x8x32xf32>, %arg2: memref<1x8x1xf32>, %arg3: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 9.9999999999999995E-7 : f64
      %cst_0 = arith.constant 3.200000e+01 : f32
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
        %5 = memref.load %arg0[%block_id_z] : memref<32xf32>
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        %8 = arith.divf %7, %cst_0 : f32
        %9 = arith.truncf %cst : f64 to f32
        %10 = arith.addf %8, %9 : f32
        %11 = math.rsqrt %10 : f32
        %12 = arith.mulf %6, %11 : f32
        %13 = arith.mulf %5, %12 : f32
        memref.store %13, %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_53 {
    gpu.func @main_kernel(%arg0: memref<8x64xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c64 = arith.constant 64 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c8 : index
      %3 = arith.cmpi ult, %1, %c64 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1] : memref<8x64xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_54 {
    gpu.func @main_kernel(%arg0: memref<1x8x64xf32>, %arg1: memref<1x8x64xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 64>} {
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x64xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x64xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_55 {
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
  gpu.module @main_kernel_56 {
    gpu.func @main_kernel(%arg0: memref<1x8x64xf32>, %arg1: memref<1x8x64xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 64>} {
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x64xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x64xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_57 {
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
  gpu.module @main_kernel_58 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_59 {
    gpu.func @main_kernel(%arg0: memref<1x8x64xf32>, %arg1: memref<1x8x64xf32>, %arg2: memref<32x64xf32>, %arg3: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %cst = arith.constant 1.000000e+00 : f32
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
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x64xf32>
          %7 = memref.load %arg2[%block_id_z, %arg4] : memref<32x64xf32>
          %8 = memref.load %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
          %9 = arith.negf %5 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst : f32
          %12 = arith.divf %cst, %11 : f32
          %13 = arith.mulf %5, %12 : f32
          %14 = arith.mulf %13, %6 : f32
          %15 = arith.mulf %14, %7 : f32
          %16 = arith.addf %8, %15 : f32
          memref.store %16, %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_60 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        %7 = arith.addf %5, %6 : f32
        memref.store %7, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_61 {
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
  gpu.module @main_kernel_62 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c2_i64 = arith.constant 2 : i64
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
          %5 = math.fpowi %3, %c2_i64 : f32, i64
          %6 = arith.addf %5, %4 : f32
          memref.store %6, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_63 {
    gpu.func @main_kernel(%arg0: memref<32xf32>, %arg1: memref<1x8x32xf32>, %arg2: memref<1x8x1xf32>, %arg3: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 9.9999999999999995E-7 : f64
      %cst_0 = arith.constant 3.200000e+01 : f32
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
        %5 = memref.load %arg0[%block_id_z] : memref<32xf32>
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        %8 = arith.divf %7, %cst_0 : f32
        %9 = arith.truncf %cst : f64 to f32
        %10 = arith.addf %8, %9 : f32
        %11 = math.rsqrt %10 : f32
        %12 = arith.mulf %6, %11 : f32
        %13 = arith.mulf %5, %12 : f32
        memref.store %13, %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_64 {
    gpu.func @main_kernel(%arg0: memref<1x8x4x8xf32>, %arg1: memref<1x8x4x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c4 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x4x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x4x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_65 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<4x8x32xf32>, %arg2: memref<1x8x4x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 4>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c4 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<4x8x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x4x8xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x4x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_66 {
    gpu.func @main_kernel(%arg0: memref<1x8x4x8xf32>, %arg1: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
          %7 = memref.load %arg0[%thread_id_x, %block_id_z, %thread_id_y, %arg2] : memref<1x8x4x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_67 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x8xf32>, %arg1: memref<1x8x2x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_68 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<2x8x32xf32>, %arg2: memref<1x8x2x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<2x8x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x8xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_69 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x8xf32>, %arg1: memref<1x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %block_id_z, %thread_id_y, %arg2] : memref<1x8x2x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_70 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<2x8x32xf32>, %arg2: memref<1x8x2x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<2x8x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x8xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_71 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>, %arg1: memref<1x4x8x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>
          %8 = arith.negf %7 : f32
          memref.store %8, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_72 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x4xf32>, %arg1: memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_73 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>, %arg1: memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32, strided<[256, 64, 8, 1]>>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x4x8x4xf32, strided<[256, 64, 8, 1], offset: 4>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_74 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>, %arg1: memref<1x2x8x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>
          %8 = arith.negf %7 : f32
          memref.store %8, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_75 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x4xf32>, %arg1: memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_76 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>, %arg1: memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c4 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32, strided<[128, 64, 8, 1]>>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x4xf32, strided<[128, 64, 8, 1], offset: 4>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_77 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x8xf32>, %arg1: memref<1x2x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          %0 = arith.cmpi ult, %thread_id_x, %c1 : index
          %1 = arith.cmpi ult, %thread_id_y, %c2 : index
          %2 = arith.andi %0, %1 : i1
          %3 = arith.cmpi ult, %block_id_z, %c2 : index
          %4 = arith.andi %2, %3 : i1
          %5 = arith.cmpi ult, %arg2, %c8 : index
          %6 = arith.andi %4, %5 : i1
          %7 = arith.cmpi ult, %arg3, %c8 : index
          %8 = arith.andi %6, %7 : i1
          scf.if %8 {
            %9 = memref.load %arg0[%thread_id_x, %arg2, %thread_id_y, %arg3] : memref<1x8x2x8xf32>
            memref.store %9, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2, %arg3] : memref<1x2x2x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_78 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x1x8x8xf32>, %arg2: memref<1x2x8x8xf32>, %arg3: memref<1x1x8x8xf32>, %arg4: memref<1x2x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %cst = arith.constant 0.59460355750136051 : f64
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg5 = %c0 to %c8 step %c1 {
        scf.for %arg6 = %c0 to %c8 step %c1 {
          %0 = arith.cmpi ult, %thread_id_x, %c1 : index
          %1 = arith.cmpi ult, %thread_id_y, %c2 : index
          %2 = arith.andi %0, %1 : i1
          %3 = arith.cmpi ult, %block_id_z, %c2 : index
          %4 = arith.andi %2, %3 : i1
          %5 = arith.cmpi ult, %arg5, %c8 : index
          %6 = arith.andi %4, %5 : i1
          %7 = arith.cmpi ult, %arg6, %c8 : index
          %8 = arith.andi %6, %7 : i1
          scf.if %8 {
            %9 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg6, %arg5] : memref<1x2x8x8xf32>
            %10 = memref.load %arg1[%thread_id_x, %c0, %arg6, %arg5] : memref<1x1x8x8xf32>
            %11 = memref.load %arg2[%thread_id_x, %thread_id_y, %arg6, %arg5] : memref<1x2x8x8xf32>
            %12 = memref.load %arg3[%thread_id_x, %c0, %arg6, %arg5] : memref<1x1x8x8xf32>
            %13 = arith.mulf %11, %12 : f32
            %14 = arith.mulf %9, %10 : f32
            %15 = arith.addf %14, %13 : f32
            %16 = arith.truncf %cst : f64 to f32
            %17 = arith.mulf %15, %16 : f32
            memref.store %17, %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5, %arg6] : memref<1x2x2x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_79 {
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
  gpu.module @main_kernel_80 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<1x1x8x8xf32>, %arg2: memref<1x4x8x8xf32>, %arg3: memref<1x1x8x8xf32>, %arg4: memref<1x4x8x8xf32>, %arg5: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 0.59460355750136051 : f64
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg6 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c4 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg6, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg7 = %c0 to %c8 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg7] : memref<1x4x8x8xf32>
            %8 = memref.load %arg1[%thread_id_x, %c0, %block_id_z, %arg7] : memref<1x1x8x8xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg7] : memref<1x4x8x8xf32>
            %10 = memref.load %arg3[%thread_id_x, %c0, %block_id_z, %arg7] : memref<1x1x8x8xf32>
            %11 = memref.load %arg4[%thread_id_x, %thread_id_y, %arg7, %arg6] : memref<1x4x8x8xf32>
            %12 = memref.load %arg5[%thread_id_x, %thread_id_y, %block_id_z, %arg6] : memref<1x4x8x8xf32>
            %13 = arith.mulf %9, %10 : f32
            %14 = arith.mulf %7, %8 : f32
            %15 = arith.addf %14, %13 : f32
            %16 = arith.truncf %cst : f64 to f32
            %17 = arith.mulf %15, %16 : f32
            %18 = arith.mulf %17, %11 : f32
            %19 = arith.addf %12, %18 : f32
            memref.store %19, %arg5[%thread_id_x, %thread_id_y, %block_id_z, %arg6] : memref<1x4x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_81 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<1x1x8x8xf32>, %arg2: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
          %8 = memref.load %arg1[%thread_id_x, %c0, %block_id_z, %arg3] : memref<1x1x8x8xf32>
          %9 = arith.addf %7, %8 : f32
          memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x4x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_82 {
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
  gpu.module @main_kernel_83 {
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
  gpu.module @main_kernel_84 {
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
  gpu.module @main_kernel_85 {
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
  gpu.module @main_kernel_86 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x1xi1>, %arg1: memref<1x4x8x8xf32>, %arg2: memref<1x4x8x1xf32>, %arg3: memref<1x4x8x8xf32>, %arg4: memref<1x4x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
            %10 = memref.load %arg3[%thread_id_x, %thread_id_y, %arg6, %arg5] : memref<1x4x8x8xf32>
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
  gpu.module @main_kernel_87 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_88 {
    gpu.func @main_kernel(%arg0: memref<1x4x8x8xf32>, %arg1: memref<32x4x8xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c4 = arith.constant 4 : index
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
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %arg3, %thread_id_y, %arg4] : memref<1x4x8x8xf32>
            %6 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<32x4x8xf32>
            %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
            %8 = arith.mulf %5, %6 : f32
            %9 = arith.addf %7, %8 : f32
            memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_89 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        %7 = arith.addf %5, %6 : f32
        memref.store %7, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_90 {
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
  gpu.module @main_kernel_91 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c2_i64 = arith.constant 2 : i64
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
          %5 = math.fpowi %3, %c2_i64 : f32, i64
          %6 = arith.addf %5, %4 : f32
          memref.store %6, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_92 {
    gpu.func @main_kernel(%arg0: memref<32xf32>, %arg1: memref<1x8x32xf32>, %arg2: memref<1x8x1xf32>, %arg3: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 9.9999999999999995E-7 : f64
      %cst_0 = arith.constant 3.200000e+01 : f32
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
        %5 = memref.load %arg0[%block_id_z] : memref<32xf32>
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        %8 = arith.divf %7, %cst_0 : f32
        %9 = arith.truncf %cst : f64 to f32
        %10 = arith.addf %8, %9 : f32
        %11 = math.rsqrt %10 : f32
        %12 = arith.mulf %6, %11 : f32
        %13 = arith.mulf %5, %12 : f32
        memref.store %13, %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_93 {
    gpu.func @main_kernel(%arg0: memref<1x8x64xf32>, %arg1: memref<1x8x64xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 64>} {
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x64xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x64xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_94 {
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
  gpu.module @main_kernel_95 {
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
  gpu.module @main_kernel_96 {
    gpu.func @main_kernel(%arg0: memref<1x8x64xf32>, %arg1: memref<1x8x64xf32>, %arg2: memref<32x64xf32>, %arg3: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %cst = arith.constant 1.000000e+00 : f32
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
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x64xf32>
          %7 = memref.load %arg2[%block_id_z, %arg4] : memref<32x64xf32>
          %8 = memref.load %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
          %9 = arith.negf %5 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst : f32
          %12 = arith.divf %cst, %11 : f32
          %13 = arith.mulf %5, %12 : f32
          %14 = arith.mulf %13, %6 : f32
          %15 = arith.mulf %14, %7 : f32
          %16 = arith.addf %8, %15 : f32
          memref.store %16, %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_97 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        %7 = arith.addf %5, %6 : f32
        memref.store %7, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_98 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c32 = arith.constant 32 : index
      %c2_i64 = arith.constant 2 : i64
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
          %5 = math.fpowi %3, %c2_i64 : f32, i64
          %6 = arith.addf %5, %4 : f32
          memref.store %6, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_99 {
    gpu.func @main_kernel(%arg0: memref<1x8x128xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 128>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c128 = arith.constant 128 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c128 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x128xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_100 {
    gpu.func @main_kernel(%arg0: memref<32xf32>, %arg1: memref<1x8x32xf32>, %arg2: memref<1x8x1xf32>, %arg3: memref<128x32xf32>, %arg4: memref<1x8x128xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 128>} {
      %c32 = arith.constant 32 : index
      %cst = arith.constant 9.9999999999999995E-7 : f64
      %cst_0 = arith.constant 3.200000e+01 : f32
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c128 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg5 = %c0 to %c32 step %c1 {
          %5 = memref.load %arg0[%arg5] : memref<32xf32>
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %arg5] : memref<1x8x32xf32>
          %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
          %8 = memref.load %arg3[%block_id_z, %arg5] : memref<128x32xf32>
          %9 = memref.load %arg4[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x128xf32>
          %10 = arith.divf %7, %cst_0 : f32
          %11 = arith.truncf %cst : f64 to f32
          %12 = arith.addf %10, %11 : f32
          %13 = math.rsqrt %12 : f32
          %14 = arith.mulf %6, %13 : f32
          %15 = arith.mulf %5, %14 : f32
          %16 = arith.mulf %15, %8 : f32
          %17 = arith.addf %9, %16 : f32
          memref.store %17, %arg4[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x128xf32>
        }
      }
      gpu.return
    }
  }
}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15
