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
  gpu.module @main_kernel [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(5.65685415 : f32) : f32
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
      %16 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %17 = llvm.add %16, %10 overflow<nsw, nuw> : i64
      %18 = llvm.getelementptr inbounds|nuw %arg0[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      %19 = llvm.load %18 : !llvm.ptr -> i64
      %20 = llvm.mul %19, %1 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %6 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %arg1[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 : !llvm.ptr -> f32
      %24 = llvm.fmul %23, %0 : f32
      %25 = llvm.mul %8, %3 overflow<nsw, nuw> : i64
      %26 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %6 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %24, %29 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_0 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %2 = llvm.sext %1 : i32 to i64
      %3 = llvm.icmp "ult" %2, %0 : i64
      llvm.cond_br %3, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %4 = llvm.getelementptr inbounds|nuw %arg0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      llvm.store %2, %4 : i64, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_1 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_2 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
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
      llvm.cond_br %15, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %16 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %17 = llvm.add %16, %10 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %4 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %22 = llvm.mul %4, %0 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.add %23, %6 overflow<nsw, nuw> : i64
      %25 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      %26 = llvm.load %25 : !llvm.ptr -> i64
      %27 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %28 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %29 = llvm.add %27, %28 overflow<nsw, nuw> : i64
      %30 = llvm.add %29, %6 overflow<nsw, nuw> : i64
      %31 = llvm.getelementptr inbounds|nuw %arg2[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %32 = llvm.load %31 : !llvm.ptr -> f32
      %33 = llvm.sitofp %26 : i64 to f32
      %34 = llvm.fmul %20, %33 : f32
      %35 = llvm.fadd %32, %34 : f32
      llvm.store %35, %31 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_3 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 4>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(4 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 4> : i32
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
      %16 = llvm.mul %5, %1 overflow<nsw, nuw> : i64
      %17 = llvm.add %15, %16 overflow<nsw, nuw> : i64
      %18 = llvm.add %17, %9 overflow<nsw, nuw> : i64
      %19 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %22 = llvm.add %15, %21 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %5 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %20, %24 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_4 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 4>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(64 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 4> : i32
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
      %16 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %17 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %18 = llvm.add %16, %17 overflow<nsw, nuw> : i64
      %19 = llvm.add %18, %6 overflow<nsw, nuw> : i64
      %20 = llvm.getelementptr inbounds|nuw %arg0[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %21 = llvm.load %20 : !llvm.ptr -> f32
      %22 = llvm.mul %8, %3 overflow<nsw, nuw> : i64
      %23 = llvm.mul %10, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.add %24, %6 overflow<nsw, nuw> : i64
      %26 = llvm.getelementptr inbounds|nuw %arg1[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %21, %26 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_5 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 4>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(4 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 4> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.icmp "ult" %8, %3 : i64
      %12 = llvm.icmp "ult" %10, %1 : i64
      %13 = llvm.and %11, %12 : i1
      %14 = llvm.icmp "ult" %6, %4 : i64
      %15 = llvm.and %13, %14 : i1
      llvm.cond_br %15, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %16 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %17 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %18 = llvm.add %16, %17 overflow<nsw, nuw> : i64
      %19 = llvm.add %18, %6 overflow<nsw, nuw> : i64
      %20 = llvm.getelementptr inbounds|nuw %arg0[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %21 = llvm.load %20 : !llvm.ptr -> f32
      %22 = llvm.getelementptr %arg1[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %23 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %24 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %6 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %22[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %21, %27 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_6 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_cosf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      llvm.br ^bb1(%3 : i64)
    ^bb1(%10: i64):  // 2 preds: ^bb0, ^bb4
      %11 = llvm.icmp "slt" %10, %0 : i64
      llvm.cond_br %11, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %12 = llvm.icmp "ult" %7, %2 : i64
      %13 = llvm.icmp "ult" %9, %2 : i64
      %14 = llvm.and %12, %13 : i1
      %15 = llvm.icmp "ult" %5, %0 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %10, %0 : i64
      %18 = llvm.and %16, %17 : i1
      llvm.cond_br %18, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %19 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %20 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %21 = llvm.add %19, %20 overflow<nsw, nuw> : i64
      %22 = llvm.mul %5, %0 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.add %23, %10 overflow<nsw, nuw> : i64
      %25 = llvm.getelementptr inbounds|nuw %arg0[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.load %25 : !llvm.ptr -> f32
      %27 = llvm.call @__nv_cosf(%26) : (f32) -> f32
      %28 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %27, %28 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %29 = llvm.add %10, %2 : i64
      llvm.br ^bb1(%29 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_7 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_sinf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      llvm.br ^bb1(%3 : i64)
    ^bb1(%10: i64):  // 2 preds: ^bb0, ^bb4
      %11 = llvm.icmp "slt" %10, %0 : i64
      llvm.cond_br %11, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %12 = llvm.icmp "ult" %7, %2 : i64
      %13 = llvm.icmp "ult" %9, %2 : i64
      %14 = llvm.and %12, %13 : i1
      %15 = llvm.icmp "ult" %5, %0 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %10, %0 : i64
      %18 = llvm.and %16, %17 : i1
      llvm.cond_br %18, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %19 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %20 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %21 = llvm.add %19, %20 overflow<nsw, nuw> : i64
      %22 = llvm.mul %5, %0 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.add %23, %10 overflow<nsw, nuw> : i64
      %25 = llvm.getelementptr inbounds|nuw %arg0[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.load %25 : !llvm.ptr -> f32
      %27 = llvm.call @__nv_sinf(%26) : (f32) -> f32
      %28 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %27, %28 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %29 = llvm.add %10, %2 : i64
      llvm.br ^bb1(%29 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_8 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.icmp "ult" %6, %3 : i64
      %10 = llvm.icmp "ult" %8, %3 : i64
      %11 = llvm.and %9, %10 : i1
      llvm.cond_br %11, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %12 = llvm.mul %4, %3 overflow<nsw, nuw> : i64
      %13 = llvm.add %12, %8 overflow<nsw, nuw> : i64
      %14 = llvm.getelementptr inbounds|nuw %arg0[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      %15 = llvm.load %14 : !llvm.ptr -> i64
      %16 = llvm.add %6, %4 overflow<nsw, nuw> : i64
      %17 = llvm.getelementptr inbounds|nuw %arg1[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      %18 = llvm.load %17 : !llvm.ptr -> i64
      %19 = llvm.sub %15, %18 : i64
      %20 = llvm.icmp "sge" %19, %0 : i64
      %21 = llvm.select %20, %1, %2 : i1, f32
      %22 = llvm.mul %6, %3 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %8 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg2[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %21, %24 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_9 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_10 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_11 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_12 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f32) : f32
      %1 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
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
      llvm.cond_br %17, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %18 = llvm.getelementptr inbounds|nuw %arg0[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %21 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %22 = llvm.add %20, %21 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %8 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %12 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %6 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.fdiv %30, %0 : f32
      %32 = llvm.fptrunc %1 : f64 to f32
      %33 = llvm.fadd %31, %32 : f32
      %34 = llvm.call @__nv_rsqrtf(%33) : (f32) -> f32
      %35 = llvm.fmul %25, %34 : f32
      %36 = llvm.fmul %19, %35 : f32
      %37 = llvm.getelementptr inbounds|nuw %arg3[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %36, %37 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
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
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 4>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(4 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 4> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%5 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %2 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %2 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %0 : i64
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
  gpu.module @main_kernel_15 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 4>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(4 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 4> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%5 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb7
      %13 = llvm.icmp "slt" %12, %2 : i64
      llvm.cond_br %13, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %2 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %0 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %12, %2 : i64
      %20 = llvm.and %18, %19 : i1
      llvm.cond_br %20, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%5 : i64)
    ^bb4(%21: i64):  // 2 preds: ^bb3, ^bb5
      %22 = llvm.icmp "slt" %21, %1 : i64
      llvm.cond_br %22, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %23 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %24 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %21 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.mul %7, %3 overflow<nsw, nuw> : i64
      %30 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %21 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg1[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %36 = llvm.add %25, %35 overflow<nsw, nuw> : i64
      %37 = llvm.add %36, %12 overflow<nsw, nuw> : i64
      %38 = llvm.getelementptr inbounds|nuw %arg2[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %39 = llvm.load %38 : !llvm.ptr -> f32
      %40 = llvm.fmul %28, %34 : f32
      %41 = llvm.fadd %39, %40 : f32
      llvm.store %41, %38 : f32, !llvm.ptr
      %42 = llvm.add %21, %4 : i64
      llvm.br ^bb4(%42 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %43 = llvm.add %12, %4 : i64
      llvm.br ^bb1(%43 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_16 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      %23 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %31 = llvm.add %22, %30 overflow<nsw, nuw> : i64
      %32 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %13 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %35 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %36 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%36 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_17 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 2, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 2> : i32
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
  gpu.module @main_kernel_18 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(2 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(128 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%5 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %2 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %2 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %0 : i64
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
  gpu.module @main_kernel_19 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(16 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(128 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb7
      %15 = llvm.icmp "slt" %14, %4 : i64
      llvm.cond_br %15, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %4 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %0 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %32 = llvm.mul %14, %0 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %23 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %38 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %39 = llvm.add %37, %38 overflow<nsw, nuw> : i64
      %40 = llvm.mul %9, %4 overflow<nsw, nuw> : i64
      %41 = llvm.add %39, %40 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %14 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg2[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %44 = llvm.load %43 : !llvm.ptr -> f32
      %45 = llvm.fmul %30, %36 : f32
      %46 = llvm.fadd %44, %45 : f32
      llvm.store %46, %43 : f32, !llvm.ptr
      %47 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%47 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %48 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%48 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_20 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(128 : index) : i64
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
      %23 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %31 = llvm.add %22, %30 overflow<nsw, nuw> : i64
      %32 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %13 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %35 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %36 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%36 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_21 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(2 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(128 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%5 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %2 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %2 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %0 : i64
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
  gpu.module @main_kernel_22 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(16 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(128 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb7
      %15 = llvm.icmp "slt" %14, %4 : i64
      llvm.cond_br %15, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %4 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %0 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %32 = llvm.mul %14, %0 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %23 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %38 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %39 = llvm.add %37, %38 overflow<nsw, nuw> : i64
      %40 = llvm.mul %9, %4 overflow<nsw, nuw> : i64
      %41 = llvm.add %39, %40 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %14 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg2[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %44 = llvm.load %43 : !llvm.ptr -> f32
      %45 = llvm.fmul %30, %36 : f32
      %46 = llvm.fadd %44, %45 : f32
      llvm.store %46, %43 : f32, !llvm.ptr
      %47 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%47 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %48 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%48 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_23 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(4 : index) : i64
      %5 = llvm.mlir.constant(128 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb4
      %15 = llvm.icmp "slt" %14, %4 : i64
      llvm.cond_br %15, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %4 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %23 = llvm.getelementptr %arg0[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %24 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %25 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %14 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %23[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.fneg %31 : f32
      %33 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %34 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.mul %9, %4 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %14 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg1[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %32, %39 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %40 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%40 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_24 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(128 : index) : i64
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
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb4
      %15 = llvm.icmp "slt" %14, %4 : i64
      llvm.cond_br %15, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %4 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %23 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %24 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.mul %9, %4 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %14 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %32 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %14 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg1[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %30, %37 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %38 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%38 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_25 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(4 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%0 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %5 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %5 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %1 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %12, %5 : i64
      %20 = llvm.and %18, %19 : i1
      llvm.cond_br %20, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %21 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %22 = llvm.mul %11, %2 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %12 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.getelementptr %arg1[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %30 = llvm.getelementptr inbounds|nuw %29[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %28, %30 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %12, %4 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_26 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(128 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(64 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb4
      %15 = llvm.icmp "slt" %14, %1 : i64
      llvm.cond_br %15, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %23 = llvm.getelementptr %arg0[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %24 = llvm.mul %11, %0 overflow<nsw, nuw> : i64
      %25 = llvm.mul %13, %5 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %14 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %23[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.fneg %31 : f32
      %33 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %34 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %14 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg1[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %32, %39 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %40 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%40 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_27 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(64 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(128 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb4
      %15 = llvm.icmp "slt" %14, %1 : i64
      llvm.cond_br %15, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %23 = llvm.mul %11, %3 overflow<nsw, nuw> : i64
      %24 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %14 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %32 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %14 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg1[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %30, %37 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %38 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%38 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_28 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(128 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(4 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      llvm.br ^bb1(%0 : i64)
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb4
      %14 = llvm.icmp "slt" %13, %6 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %6 : i64
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
      %30 = llvm.getelementptr %arg1[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %31 = llvm.getelementptr inbounds|nuw %30[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %31 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %32 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%32 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_29 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(128 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(256 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb7
      %15 = llvm.icmp "slt" %14, %1 : i64
      llvm.cond_br %15, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3(%7 : i64)
    ^bb3(%16: i64):  // 2 preds: ^bb2, ^bb6
      %17 = llvm.icmp "slt" %16, %1 : i64
      llvm.cond_br %17, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %18 = llvm.icmp "ult" %11, %6 : i64
      %19 = llvm.icmp "ult" %13, %4 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %9, %4 : i64
      %22 = llvm.and %20, %21 : i1
      %23 = llvm.icmp "ult" %14, %1 : i64
      %24 = llvm.and %22, %23 : i1
      %25 = llvm.icmp "ult" %16, %1 : i64
      %26 = llvm.and %24, %25 : i1
      llvm.cond_br %26, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %27 = llvm.mul %11, %3 overflow<nsw, nuw> : i64
      %28 = llvm.mul %14, %0 overflow<nsw, nuw> : i64
      %29 = llvm.add %27, %28 overflow<nsw, nuw> : i64
      %30 = llvm.mul %13, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %16 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg0[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %36 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %39 = llvm.add %37, %38 overflow<nsw, nuw> : i64
      %40 = llvm.mul %14, %1 overflow<nsw, nuw> : i64
      %41 = llvm.add %39, %40 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %16 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg1[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %34, %43 : f32, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %44 = llvm.add %16, %6 : i64
      llvm.br ^bb3(%44 : i64)
    ^bb7:  // pred: ^bb3
      %45 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%45 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_30 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.59460355750136051 : f64) : f64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(128 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(256 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb7
      %15 = llvm.icmp "slt" %14, %1 : i64
      llvm.cond_br %15, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3(%7 : i64)
    ^bb3(%16: i64):  // 2 preds: ^bb2, ^bb6
      %17 = llvm.icmp "slt" %16, %1 : i64
      llvm.cond_br %17, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %18 = llvm.icmp "ult" %11, %6 : i64
      %19 = llvm.icmp "ult" %13, %4 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %9, %4 : i64
      %22 = llvm.and %20, %21 : i1
      %23 = llvm.icmp "ult" %14, %1 : i64
      %24 = llvm.and %22, %23 : i1
      %25 = llvm.icmp "ult" %16, %1 : i64
      %26 = llvm.and %24, %25 : i1
      llvm.cond_br %26, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %27 = llvm.mul %11, %3 overflow<nsw, nuw> : i64
      %28 = llvm.mul %13, %2 overflow<nsw, nuw> : i64
      %29 = llvm.add %27, %28 overflow<nsw, nuw> : i64
      %30 = llvm.mul %16, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %14 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg0[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %11, %2 overflow<nsw, nuw> : i64
      %36 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %30 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %14 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg1[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.getelementptr inbounds|nuw %arg2[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %43 = llvm.load %42 : !llvm.ptr -> f32
      %44 = llvm.getelementptr inbounds|nuw %arg3[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %45 = llvm.load %44 : !llvm.ptr -> f32
      %46 = llvm.fmul %43, %45 : f32
      %47 = llvm.fmul %34, %41 : f32
      %48 = llvm.fadd %47, %46 : f32
      %49 = llvm.fptrunc %0 : f64 to f32
      %50 = llvm.fmul %48, %49 : f32
      %51 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %52 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %53 = llvm.add %51, %52 overflow<nsw, nuw> : i64
      %54 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %55 = llvm.add %53, %54 overflow<nsw, nuw> : i64
      %56 = llvm.mul %14, %1 overflow<nsw, nuw> : i64
      %57 = llvm.add %55, %56 overflow<nsw, nuw> : i64
      %58 = llvm.add %57, %16 overflow<nsw, nuw> : i64
      %59 = llvm.getelementptr inbounds|nuw %arg4[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %50, %59 : f32, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %60 = llvm.add %16, %6 : i64
      llvm.br ^bb3(%60 : i64)
    ^bb7:  // pred: ^bb3
      %61 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%61 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_31 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_32 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_33 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.59460355750136051 : f64) : f64
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
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb7
      %14 = llvm.icmp "slt" %13, %1 : i64
      llvm.cond_br %14, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %1 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%6 : i64)
    ^bb4(%22: i64):  // 2 preds: ^bb3, ^bb5
      %23 = llvm.icmp "slt" %22, %1 : i64
      llvm.cond_br %23, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %24 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %25 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %22 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %arg0[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.mul %10, %2 overflow<nsw, nuw> : i64
      %33 = llvm.mul %6, %2 overflow<nsw, nuw> : i64
      %34 = llvm.add %32, %33 overflow<nsw, nuw> : i64
      %35 = llvm.add %34, %27 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %22 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg1[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %38 = llvm.load %37 : !llvm.ptr -> f32
      %39 = llvm.getelementptr inbounds|nuw %arg2[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.getelementptr inbounds|nuw %arg3[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %42 = llvm.load %41 : !llvm.ptr -> f32
      %43 = llvm.mul %22, %1 overflow<nsw, nuw> : i64
      %44 = llvm.add %26, %43 overflow<nsw, nuw> : i64
      %45 = llvm.add %44, %13 overflow<nsw, nuw> : i64
      %46 = llvm.getelementptr inbounds|nuw %arg4[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %47 = llvm.load %46 : !llvm.ptr -> f32
      %48 = llvm.add %28, %13 overflow<nsw, nuw> : i64
      %49 = llvm.getelementptr inbounds|nuw %arg5[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %50 = llvm.load %49 : !llvm.ptr -> f32
      %51 = llvm.fmul %40, %42 : f32
      %52 = llvm.fmul %31, %38 : f32
      %53 = llvm.fadd %52, %51 : f32
      %54 = llvm.fptrunc %0 : f64 to f32
      %55 = llvm.fmul %53, %54 : f32
      %56 = llvm.fmul %55, %47 : f32
      %57 = llvm.fadd %50, %56 : f32
      llvm.store %57, %49 : f32, !llvm.ptr
      %58 = llvm.add %22, %5 : i64
      llvm.br ^bb4(%58 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %59 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%59 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_34 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      %29 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %30 = llvm.mul %5, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %24 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %12 overflow<nsw, nuw> : i64
      %34 = llvm.getelementptr inbounds|nuw %arg1[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %35 = llvm.load %34 : !llvm.ptr -> f32
      %36 = llvm.fadd %28, %35 : f32
      %37 = llvm.getelementptr inbounds|nuw %arg2[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %36, %37 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %38 = llvm.add %12, %4 : i64
      llvm.br ^bb1(%38 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_35 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0xFF800000 : f32) : f32
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
  gpu.module @main_kernel_36 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
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
      llvm.cond_br %15, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %16 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %17 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %18 = llvm.add %16, %17 overflow<nsw, nuw> : i64
      %19 = llvm.add %18, %6 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %4 overflow<nsw, nuw> : i64
      %21 = llvm.getelementptr inbounds|nuw %arg0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.getelementptr inbounds|nuw %arg1[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %22, %23 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_37 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_38 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_39 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_40 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
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
      llvm.cond_br %15, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %16 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %17 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %18 = llvm.add %16, %17 overflow<nsw, nuw> : i64
      %19 = llvm.add %18, %6 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %4 overflow<nsw, nuw> : i64
      %21 = llvm.getelementptr inbounds|nuw %arg0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.getelementptr inbounds|nuw %arg1[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %22, %23 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_41 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_42 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_43 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
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
      llvm.cond_br %15, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %16 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %17 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %18 = llvm.add %16, %17 overflow<nsw, nuw> : i64
      %19 = llvm.add %18, %6 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %4 overflow<nsw, nuw> : i64
      %21 = llvm.getelementptr inbounds|nuw %arg0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i1
      %22 = llvm.load %21 : !llvm.ptr -> i1
      %23 = llvm.getelementptr inbounds|nuw %arg1[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i1
      llvm.store %22, %23 : i1, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_44 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_45 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_46 [#nvvm.target<chip = "sm_90">] {
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
      %42 = llvm.mul %23, %2 overflow<nsw, nuw> : i64
      %43 = llvm.add %34, %42 overflow<nsw, nuw> : i64
      %44 = llvm.add %43, %14 overflow<nsw, nuw> : i64
      %45 = llvm.getelementptr inbounds|nuw %arg3[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %46 = llvm.load %45 : !llvm.ptr -> f32
      %47 = llvm.add %36, %14 overflow<nsw, nuw> : i64
      %48 = llvm.getelementptr inbounds|nuw %arg4[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %49 = llvm.load %48 : !llvm.ptr -> f32
      %50 = llvm.fdiv %39, %41 : f32
      %51 = llvm.select %31, %0, %50 : i1, f32
      %52 = llvm.fmul %51, %46 : f32
      %53 = llvm.fadd %49, %52 : f32
      llvm.store %53, %48 : f32, !llvm.ptr
      %54 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%54 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %55 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%55 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_47 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_48 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
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
      llvm.cond_br %17, ^bb1, ^bb8
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%6 : i64)
    ^bb2(%18: i64):  // 2 preds: ^bb1, ^bb6
      %19 = llvm.icmp "slt" %18, %1 : i64
      llvm.cond_br %19, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%6 : i64)
    ^bb4(%20: i64):  // 2 preds: ^bb3, ^bb5
      %21 = llvm.icmp "slt" %20, %3 : i64
      llvm.cond_br %21, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %22 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %23 = llvm.mul %18, %0 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %12, %3 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %20 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %31 = llvm.mul %18, %3 overflow<nsw, nuw> : i64
      %32 = llvm.add %30, %31 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %20 overflow<nsw, nuw> : i64
      %34 = llvm.getelementptr inbounds|nuw %arg1[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %35 = llvm.load %34 : !llvm.ptr -> f32
      %36 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %37 = llvm.add %22, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %8 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg2[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.fmul %29, %35 : f32
      %42 = llvm.fadd %40, %41 : f32
      llvm.store %42, %39 : f32, !llvm.ptr
      %43 = llvm.add %20, %5 : i64
      llvm.br ^bb4(%43 : i64)
    ^bb6:  // pred: ^bb4
      %44 = llvm.add %18, %5 : i64
      llvm.br ^bb2(%44 : i64)
    ^bb7:  // pred: ^bb2
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb0, ^bb7
      llvm.return
    }
  }
  gpu.module @main_kernel_49 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      %24 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %23, %24 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_50 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_51 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_52 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f32) : f32
      %1 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
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
      llvm.cond_br %17, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %18 = llvm.getelementptr inbounds|nuw %arg0[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %21 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %22 = llvm.add %20, %21 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %8 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %12 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %6 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.fdiv %30, %0 : f32
      %32 = llvm.fptrunc %1 : f64 to f32
      %33 = llvm.fadd %31, %32 : f32
      %34 = llvm.call @__nv_rsqrtf(%33) : (f32) -> f32
      %35 = llvm.fmul %25, %34 : f32
      %36 = llvm.fmul %19, %35 : f32
      %37 = llvm.getelementptr inbounds|nuw %arg3[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %36, %37 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_53 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 8, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(64 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 8> : i32
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
  gpu.module @main_kernel_54 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 64>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(512 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 64> : i32
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
  gpu.module @main_kernel_55 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_56 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 64>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(512 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 64> : i32
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
  gpu.module @main_kernel_57 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_58 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_59 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
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
      %27 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
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
      %39 = llvm.fneg %26 : f32
      %40 = llvm.call @__nv_expf(%39) : (f32) -> f32
      %41 = llvm.fadd %40, %0 : f32
      %42 = llvm.fdiv %0, %41 : f32
      %43 = llvm.fmul %26, %42 : f32
      %44 = llvm.fmul %43, %28 : f32
      %45 = llvm.fmul %44, %32 : f32
      %46 = llvm.fadd %38, %45 : f32
      llvm.store %46, %37 : f32, !llvm.ptr
      %47 = llvm.add %19, %6 : i64
      llvm.br ^bb2(%47 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_60 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      %24 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %23, %24 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_61 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_62 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_63 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f32) : f32
      %1 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
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
      llvm.cond_br %17, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %18 = llvm.getelementptr inbounds|nuw %arg0[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %21 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %22 = llvm.add %20, %21 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %8 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %12 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %6 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.fdiv %30, %0 : f32
      %32 = llvm.fptrunc %1 : f64 to f32
      %33 = llvm.fadd %31, %32 : f32
      %34 = llvm.call @__nv_rsqrtf(%33) : (f32) -> f32
      %35 = llvm.fmul %25, %34 : f32
      %36 = llvm.fmul %19, %35 : f32
      %37 = llvm.getelementptr inbounds|nuw %arg3[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %36, %37 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_64 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 4>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(4 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 4> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%5 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %2 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %2 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %0 : i64
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
  gpu.module @main_kernel_65 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 4>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(4 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 4> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%5 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb7
      %13 = llvm.icmp "slt" %12, %2 : i64
      llvm.cond_br %13, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %2 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %0 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %12, %2 : i64
      %20 = llvm.and %18, %19 : i1
      llvm.cond_br %20, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%5 : i64)
    ^bb4(%21: i64):  // 2 preds: ^bb3, ^bb5
      %22 = llvm.icmp "slt" %21, %1 : i64
      llvm.cond_br %22, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %23 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %24 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %21 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.mul %7, %3 overflow<nsw, nuw> : i64
      %30 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %21 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg1[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %36 = llvm.add %25, %35 overflow<nsw, nuw> : i64
      %37 = llvm.add %36, %12 overflow<nsw, nuw> : i64
      %38 = llvm.getelementptr inbounds|nuw %arg2[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %39 = llvm.load %38 : !llvm.ptr -> f32
      %40 = llvm.fmul %28, %34 : f32
      %41 = llvm.fadd %39, %40 : f32
      llvm.store %41, %38 : f32, !llvm.ptr
      %42 = llvm.add %21, %4 : i64
      llvm.br ^bb4(%42 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %43 = llvm.add %12, %4 : i64
      llvm.br ^bb1(%43 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_66 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      %23 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %31 = llvm.add %22, %30 overflow<nsw, nuw> : i64
      %32 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %13 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %35 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %36 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%36 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_67 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(2 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(128 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%5 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %2 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %2 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %0 : i64
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
  gpu.module @main_kernel_68 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(16 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(128 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb7
      %15 = llvm.icmp "slt" %14, %4 : i64
      llvm.cond_br %15, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %4 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %0 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %32 = llvm.mul %14, %0 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %23 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %38 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %39 = llvm.add %37, %38 overflow<nsw, nuw> : i64
      %40 = llvm.mul %9, %4 overflow<nsw, nuw> : i64
      %41 = llvm.add %39, %40 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %14 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg2[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %44 = llvm.load %43 : !llvm.ptr -> f32
      %45 = llvm.fmul %30, %36 : f32
      %46 = llvm.fadd %44, %45 : f32
      llvm.store %46, %43 : f32, !llvm.ptr
      %47 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%47 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %48 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%48 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_69 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(128 : index) : i64
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
      %23 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %31 = llvm.add %22, %30 overflow<nsw, nuw> : i64
      %32 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %13 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %35 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %36 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%36 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_70 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(16 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(128 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb7
      %15 = llvm.icmp "slt" %14, %4 : i64
      llvm.cond_br %15, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %4 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %0 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %32 = llvm.mul %14, %0 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %23 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %38 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %39 = llvm.add %37, %38 overflow<nsw, nuw> : i64
      %40 = llvm.mul %9, %4 overflow<nsw, nuw> : i64
      %41 = llvm.add %39, %40 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %14 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg2[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %44 = llvm.load %43 : !llvm.ptr -> f32
      %45 = llvm.fmul %30, %36 : f32
      %46 = llvm.fadd %44, %45 : f32
      llvm.store %46, %43 : f32, !llvm.ptr
      %47 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%47 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %48 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%48 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_71 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(4 : index) : i64
      %5 = llvm.mlir.constant(128 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb4
      %15 = llvm.icmp "slt" %14, %4 : i64
      llvm.cond_br %15, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %4 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %23 = llvm.getelementptr %arg0[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %24 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %25 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %14 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %23[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.fneg %31 : f32
      %33 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %34 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.mul %9, %4 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %14 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg1[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %32, %39 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %40 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%40 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_72 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(128 : index) : i64
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
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb4
      %15 = llvm.icmp "slt" %14, %4 : i64
      llvm.cond_br %15, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %4 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %23 = llvm.mul %11, %1 overflow<nsw, nuw> : i64
      %24 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.mul %9, %4 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %14 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %32 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %14 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg1[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %30, %37 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %38 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%38 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_73 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = llvm.mlir.constant(4 : index) : i64
      %6 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%0 : i64)
    ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb4
      %13 = llvm.icmp "slt" %12, %5 : i64
      llvm.cond_br %13, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %14 = llvm.icmp "ult" %9, %4 : i64
      %15 = llvm.icmp "ult" %11, %5 : i64
      %16 = llvm.and %14, %15 : i1
      %17 = llvm.icmp "ult" %7, %1 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %12, %5 : i64
      %20 = llvm.and %18, %19 : i1
      llvm.cond_br %20, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %21 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %22 = llvm.mul %11, %2 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %12 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.getelementptr %arg1[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %30 = llvm.getelementptr inbounds|nuw %29[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %28, %30 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %12, %4 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_74 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(128 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(64 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb4
      %15 = llvm.icmp "slt" %14, %1 : i64
      llvm.cond_br %15, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %23 = llvm.getelementptr %arg0[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %24 = llvm.mul %11, %0 overflow<nsw, nuw> : i64
      %25 = llvm.mul %13, %5 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %14 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %23[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.fneg %31 : f32
      %33 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %34 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %14 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg1[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %32, %39 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %40 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%40 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_75 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(64 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(128 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb4
      %15 = llvm.icmp "slt" %14, %1 : i64
      llvm.cond_br %15, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %23 = llvm.mul %11, %3 overflow<nsw, nuw> : i64
      %24 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %14 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %32 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %35 = llvm.add %33, %34 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %14 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg1[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %30, %37 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %38 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%38 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_76 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(128 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(4 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      llvm.br ^bb1(%0 : i64)
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb4
      %14 = llvm.icmp "slt" %13, %6 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %6 : i64
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
      %30 = llvm.getelementptr %arg1[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %31 = llvm.getelementptr inbounds|nuw %30[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %31 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %32 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%32 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_77 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(128 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(256 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb7
      %15 = llvm.icmp "slt" %14, %1 : i64
      llvm.cond_br %15, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3(%7 : i64)
    ^bb3(%16: i64):  // 2 preds: ^bb2, ^bb6
      %17 = llvm.icmp "slt" %16, %1 : i64
      llvm.cond_br %17, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %18 = llvm.icmp "ult" %11, %6 : i64
      %19 = llvm.icmp "ult" %13, %4 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %9, %4 : i64
      %22 = llvm.and %20, %21 : i1
      %23 = llvm.icmp "ult" %14, %1 : i64
      %24 = llvm.and %22, %23 : i1
      %25 = llvm.icmp "ult" %16, %1 : i64
      %26 = llvm.and %24, %25 : i1
      llvm.cond_br %26, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %27 = llvm.mul %11, %3 overflow<nsw, nuw> : i64
      %28 = llvm.mul %14, %0 overflow<nsw, nuw> : i64
      %29 = llvm.add %27, %28 overflow<nsw, nuw> : i64
      %30 = llvm.mul %13, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %16 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg0[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %36 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %39 = llvm.add %37, %38 overflow<nsw, nuw> : i64
      %40 = llvm.mul %14, %1 overflow<nsw, nuw> : i64
      %41 = llvm.add %39, %40 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %16 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg1[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %34, %43 : f32, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %44 = llvm.add %16, %6 : i64
      llvm.br ^bb3(%44 : i64)
    ^bb7:  // pred: ^bb3
      %45 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%45 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_78 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.59460355750136051 : f64) : f64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(128 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(256 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      llvm.br ^bb1(%7 : i64)
    ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb7
      %15 = llvm.icmp "slt" %14, %1 : i64
      llvm.cond_br %15, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3(%7 : i64)
    ^bb3(%16: i64):  // 2 preds: ^bb2, ^bb6
      %17 = llvm.icmp "slt" %16, %1 : i64
      llvm.cond_br %17, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %18 = llvm.icmp "ult" %11, %6 : i64
      %19 = llvm.icmp "ult" %13, %4 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %9, %4 : i64
      %22 = llvm.and %20, %21 : i1
      %23 = llvm.icmp "ult" %14, %1 : i64
      %24 = llvm.and %22, %23 : i1
      %25 = llvm.icmp "ult" %16, %1 : i64
      %26 = llvm.and %24, %25 : i1
      llvm.cond_br %26, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %27 = llvm.mul %11, %3 overflow<nsw, nuw> : i64
      %28 = llvm.mul %13, %2 overflow<nsw, nuw> : i64
      %29 = llvm.add %27, %28 overflow<nsw, nuw> : i64
      %30 = llvm.mul %16, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %14 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg0[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %11, %2 overflow<nsw, nuw> : i64
      %36 = llvm.mul %7, %2 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %30 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %14 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg1[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.getelementptr inbounds|nuw %arg2[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %43 = llvm.load %42 : !llvm.ptr -> f32
      %44 = llvm.getelementptr inbounds|nuw %arg3[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %45 = llvm.load %44 : !llvm.ptr -> f32
      %46 = llvm.fmul %43, %45 : f32
      %47 = llvm.fmul %34, %41 : f32
      %48 = llvm.fadd %47, %46 : f32
      %49 = llvm.fptrunc %0 : f64 to f32
      %50 = llvm.fmul %48, %49 : f32
      %51 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %52 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %53 = llvm.add %51, %52 overflow<nsw, nuw> : i64
      %54 = llvm.mul %9, %2 overflow<nsw, nuw> : i64
      %55 = llvm.add %53, %54 overflow<nsw, nuw> : i64
      %56 = llvm.mul %14, %1 overflow<nsw, nuw> : i64
      %57 = llvm.add %55, %56 overflow<nsw, nuw> : i64
      %58 = llvm.add %57, %16 overflow<nsw, nuw> : i64
      %59 = llvm.getelementptr inbounds|nuw %arg4[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %50, %59 : f32, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %60 = llvm.add %16, %6 : i64
      llvm.br ^bb3(%60 : i64)
    ^bb7:  // pred: ^bb3
      %61 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%61 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_79 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_80 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.59460355750136051 : f64) : f64
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
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb7
      %14 = llvm.icmp "slt" %13, %1 : i64
      llvm.cond_br %14, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %1 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%6 : i64)
    ^bb4(%22: i64):  // 2 preds: ^bb3, ^bb5
      %23 = llvm.icmp "slt" %22, %1 : i64
      llvm.cond_br %23, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %24 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %25 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %22 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %arg0[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.mul %10, %2 overflow<nsw, nuw> : i64
      %33 = llvm.mul %6, %2 overflow<nsw, nuw> : i64
      %34 = llvm.add %32, %33 overflow<nsw, nuw> : i64
      %35 = llvm.add %34, %27 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %22 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg1[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %38 = llvm.load %37 : !llvm.ptr -> f32
      %39 = llvm.getelementptr inbounds|nuw %arg2[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.getelementptr inbounds|nuw %arg3[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %42 = llvm.load %41 : !llvm.ptr -> f32
      %43 = llvm.mul %22, %1 overflow<nsw, nuw> : i64
      %44 = llvm.add %26, %43 overflow<nsw, nuw> : i64
      %45 = llvm.add %44, %13 overflow<nsw, nuw> : i64
      %46 = llvm.getelementptr inbounds|nuw %arg4[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %47 = llvm.load %46 : !llvm.ptr -> f32
      %48 = llvm.add %28, %13 overflow<nsw, nuw> : i64
      %49 = llvm.getelementptr inbounds|nuw %arg5[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %50 = llvm.load %49 : !llvm.ptr -> f32
      %51 = llvm.fmul %40, %42 : f32
      %52 = llvm.fmul %31, %38 : f32
      %53 = llvm.fadd %52, %51 : f32
      %54 = llvm.fptrunc %0 : f64 to f32
      %55 = llvm.fmul %53, %54 : f32
      %56 = llvm.fmul %55, %47 : f32
      %57 = llvm.fadd %50, %56 : f32
      llvm.store %57, %49 : f32, !llvm.ptr
      %58 = llvm.add %22, %5 : i64
      llvm.br ^bb4(%58 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %59 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%59 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_81 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      %29 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %30 = llvm.mul %5, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %24 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %12 overflow<nsw, nuw> : i64
      %34 = llvm.getelementptr inbounds|nuw %arg1[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %35 = llvm.load %34 : !llvm.ptr -> f32
      %36 = llvm.fadd %28, %35 : f32
      %37 = llvm.getelementptr inbounds|nuw %arg2[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %36, %37 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %38 = llvm.add %12, %4 : i64
      llvm.br ^bb1(%38 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_82 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_83 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_84 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_85 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_86 [#nvvm.target<chip = "sm_90">] {
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
      %42 = llvm.mul %23, %2 overflow<nsw, nuw> : i64
      %43 = llvm.add %34, %42 overflow<nsw, nuw> : i64
      %44 = llvm.add %43, %14 overflow<nsw, nuw> : i64
      %45 = llvm.getelementptr inbounds|nuw %arg3[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %46 = llvm.load %45 : !llvm.ptr -> f32
      %47 = llvm.add %36, %14 overflow<nsw, nuw> : i64
      %48 = llvm.getelementptr inbounds|nuw %arg4[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %49 = llvm.load %48 : !llvm.ptr -> f32
      %50 = llvm.fdiv %39, %41 : f32
      %51 = llvm.select %31, %0, %50 : i1, f32
      %52 = llvm.fmul %51, %46 : f32
      %53 = llvm.fadd %49, %52 : f32
      llvm.store %53, %48 : f32, !llvm.ptr
      %54 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%54 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %55 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%55 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_87 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_88 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
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
      llvm.cond_br %17, ^bb1, ^bb8
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%6 : i64)
    ^bb2(%18: i64):  // 2 preds: ^bb1, ^bb6
      %19 = llvm.icmp "slt" %18, %1 : i64
      llvm.cond_br %19, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%6 : i64)
    ^bb4(%20: i64):  // 2 preds: ^bb3, ^bb5
      %21 = llvm.icmp "slt" %20, %3 : i64
      llvm.cond_br %21, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %22 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %23 = llvm.mul %18, %0 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %12, %3 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %20 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %31 = llvm.mul %18, %3 overflow<nsw, nuw> : i64
      %32 = llvm.add %30, %31 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %20 overflow<nsw, nuw> : i64
      %34 = llvm.getelementptr inbounds|nuw %arg1[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %35 = llvm.load %34 : !llvm.ptr -> f32
      %36 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %37 = llvm.add %22, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %8 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg2[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.fmul %29, %35 : f32
      %42 = llvm.fadd %40, %41 : f32
      llvm.store %42, %39 : f32, !llvm.ptr
      %43 = llvm.add %20, %5 : i64
      llvm.br ^bb4(%43 : i64)
    ^bb6:  // pred: ^bb4
      %44 = llvm.add %18, %5 : i64
      llvm.br ^bb2(%44 : i64)
    ^bb7:  // pred: ^bb2
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb0, ^bb7
      llvm.return
    }
  }
  gpu.module @main_kernel_89 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      %24 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %23, %24 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_90 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_91 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_92 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f32) : f32
      %1 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
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
      llvm.cond_br %17, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %18 = llvm.getelementptr inbounds|nuw %arg0[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %21 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %22 = llvm.add %20, %21 overflow<nsw, nuw> : i64
      %23 = llvm.add %22, %8 overflow<nsw, nuw> : i64
      %24 = llvm.getelementptr inbounds|nuw %arg1[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 : !llvm.ptr -> f32
      %26 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %12 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %6 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.fdiv %30, %0 : f32
      %32 = llvm.fptrunc %1 : f64 to f32
      %33 = llvm.fadd %31, %32 : f32
      %34 = llvm.call @__nv_rsqrtf(%33) : (f32) -> f32
      %35 = llvm.fmul %25, %34 : f32
      %36 = llvm.fmul %19, %35 : f32
      %37 = llvm.getelementptr inbounds|nuw %arg3[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %36, %37 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_93 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 64>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(512 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 64> : i32
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
  gpu.module @main_kernel_94 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_95 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_96 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
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
      %27 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
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
      %39 = llvm.fneg %26 : f32
      %40 = llvm.call @__nv_expf(%39) : (f32) -> f32
      %41 = llvm.fadd %40, %0 : f32
      %42 = llvm.fdiv %0, %41 : f32
      %43 = llvm.fmul %26, %42 : f32
      %44 = llvm.fmul %43, %28 : f32
      %45 = llvm.fmul %44, %32 : f32
      %46 = llvm.fadd %38, %45 : f32
      llvm.store %46, %37 : f32, !llvm.ptr
      %47 = llvm.add %19, %6 : i64
      llvm.br ^bb2(%47 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_97 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
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
      %24 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %23, %24 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_98 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_99 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 128>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(128 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(1024 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 128> : i32
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
  gpu.module @main_kernel_100 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 128>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f32) : f32
      %1 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(128 : index) : i64
      %5 = llvm.mlir.constant(8 : index) : i64
      %6 = llvm.mlir.constant(1024 : index) : i64
      %7 = llvm.mlir.constant(1 : index) : i64
      %8 = llvm.mlir.constant(0 : index) : i64
      %9 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 128> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = llvm.icmp "ult" %12, %7 : i64
      %16 = llvm.icmp "ult" %14, %5 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %10, %4 : i64
      %19 = llvm.and %17, %18 : i1
      llvm.cond_br %19, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%8 : i64)
    ^bb2(%20: i64):  // 2 preds: ^bb1, ^bb3
      %21 = llvm.icmp "slt" %20, %3 : i64
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.getelementptr inbounds|nuw %arg0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 : !llvm.ptr -> f32
      %24 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %25 = llvm.mul %14, %3 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %20 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %12, %5 overflow<nsw, nuw> : i64
      %31 = llvm.add %30, %14 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %8 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg2[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %20 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg3[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %38 = llvm.load %37 : !llvm.ptr -> f32
      %39 = llvm.mul %12, %6 overflow<nsw, nuw> : i64
      %40 = llvm.mul %14, %4 overflow<nsw, nuw> : i64
      %41 = llvm.add %39, %40 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %10 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg4[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %44 = llvm.load %43 : !llvm.ptr -> f32
      %45 = llvm.fdiv %34, %0 : f32
      %46 = llvm.fptrunc %1 : f64 to f32
      %47 = llvm.fadd %45, %46 : f32
      %48 = llvm.call @__nv_rsqrtf(%47) : (f32) -> f32
      %49 = llvm.fmul %29, %48 : f32
      %50 = llvm.fmul %23, %49 : f32
      %51 = llvm.fmul %50, %38 : f32
      %52 = llvm.fadd %44, %51 : f32
      llvm.store %52, %43 : f32, !llvm.ptr
      %53 = llvm.add %20, %7 : i64
      llvm.br ^bb2(%53 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 gpu_mlir=7271bb685107
