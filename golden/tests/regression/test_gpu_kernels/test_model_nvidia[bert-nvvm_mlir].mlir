module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_1x64xi64_32 : memref<1x64xi64> = dense_resource<torch_tensor_1_64_torch.int64> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x64xi64 : memref<1x64xi64> = dense_resource<torch_tensor_1_64_torch.int64_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128x32xf32 : memref<128x32xf32> = dense_resource<torch_tensor_128_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x32xf32 : memref<2x32xf32> = dense_resource<torch_tensor_2_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_31 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_30 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_29 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_28 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_27 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_26 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_25 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_24 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_23 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_22 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_21 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_20 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_19 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_18 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_17 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32_16 : memref<32x64xf32> = dense_resource<torch_tensor_32_64_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_15 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_14 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_13 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_12 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_11 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_10 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_9 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_8 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_7 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_13> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_6 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_5 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_14> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_4 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_3 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_16> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense_resource<torch_tensor_32_64_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_2 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_17> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_1 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_18> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_0 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_19> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_20> {alignment = 64 : i64}
  func.func @main(%arg0: memref<1x8xi64>) -> (memref<1x8x32xf32>, memref<1x32xf32>) {
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %1 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %2 = memref.get_global @__constant_32xf32_0 : memref<32xf32>
    %3 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %4 = memref.get_global @__constant_32xf32_2 : memref<32xf32>
    %5 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %6 = memref.get_global @__constant_64xf32 : memref<64xf32>
    %7 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %8 = memref.get_global @__constant_32xf32_3 : memref<32xf32>
    %9 = memref.get_global @__constant_32xf32_4 : memref<32xf32>
    %10 = memref.get_global @__constant_32xf32_5 : memref<32xf32>
    %11 = memref.get_global @__constant_32x32xf32_6 : memref<32x32xf32>
    %12 = memref.get_global @__constant_32xf32_7 : memref<32xf32>
    %13 = memref.get_global @__constant_32x32xf32_8 : memref<32x32xf32>
    %14 = memref.get_global @__constant_32xf32_9 : memref<32xf32>
    %15 = memref.get_global @__constant_32x32xf32_10 : memref<32x32xf32>
    %16 = memref.get_global @__constant_32xf32_11 : memref<32xf32>
    %17 = memref.get_global @__constant_32x32xf32_12 : memref<32x32xf32>
    %18 = memref.get_global @__constant_32xf32_13 : memref<32xf32>
    %19 = memref.get_global @__constant_32xf32_14 : memref<32xf32>
    %20 = memref.get_global @__constant_32xf32_15 : memref<32xf32>
    %21 = memref.get_global @__constant_32x64xf32_16 : memref<32x64xf32>
    %22 = memref.get_global @__constant_64xf32_17 : memref<64xf32>
    %23 = memref.get_global @__constant_64x32xf32_18 : memref<64x32xf32>
    %24 = memref.get_global @__constant_32xf32_19 : memref<32xf32>
    %25 = memref.get_global @__constant_32xf32_20 : memref<32xf32>
    %26 = memref.get_global @__constant_32xf32_21 : memref<32xf32>
    %27 = memref.get_global @__constant_32x32xf32_22 : memref<32x32xf32>
    %28 = memref.get_global @__constant_32xf32_23 : memref<32xf32>
    %29 = memref.get_global @__constant_32x32xf32_24 : memref<32x32xf32>
    %30 = memref.get_global @__constant_32xf32_25 : memref<32xf32>
    %31 = memref.get_global @__constant_32x32xf32_26 : memref<32x32xf32>
    %32 = memref.get_global @__constant_32xf32_27 : memref<32xf32>
    %33 = memref.get_global @__constant_32x32xf32_28 : memref<32x32xf32>
    %34 = memref.get_global @__constant_32xf32_29 : memref<32xf32>
    %35 = memref.get_global @__constant_32xf32_30 : memref<32xf32>
    %36 = memref.get_global @__constant_64x32xf32_31 : memref<64x32xf32>
    %37 = memref.get_global @__constant_2x32xf32 : memref<2x32xf32>
    %38 = memref.get_global @__constant_128x32xf32 : memref<128x32xf32>
    %39 = memref.get_global @__constant_1x64xi64 : memref<1x64xi64>
    %40 = memref.get_global @__constant_1x64xi64_32 : memref<1x64xi64>
    %subview = memref.subview %40[0, 0] [1, 8] [1, 1] : memref<1x64xi64> to memref<1x8xi64, strided<[64, 1]>>
    %subview_0 = memref.subview %39[0, 0] [1, 8] [1, 1] : memref<1x64xi64> to memref<1x8xi64, strided<[64, 1]>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x8xi64>, %subview_0 : memref<1x8xi64, strided<[64, 1]>>, %subview : memref<1x8xi64, strided<[64, 1]>>, %36 : memref<64x32xf32>, %37 : memref<2x32xf32>, %38 : memref<128x32xf32>, %alloc : memref<1x8x32xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf64>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_1 : memref<1x8x32xf64>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x1xf64>)
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x1xf64>, %alloc_3 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x32xf64>, %alloc_3 : memref<1x8x1xf64>)
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x1xf64>, %alloc_4 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x32xf64>, %alloc_3 : memref<1x8x1xf64>, %alloc_4 : memref<1x8x1xf64>)
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_6::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x1xf32>)
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_7::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x1xf32>, %alloc_6 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_8::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_6 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_9::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_6 : memref<1x8x1xf32>, %alloc_4 : memref<1x8x1xf64>, %35 : memref<32xf32>, %34 : memref<32xf32>)
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    gpu.launch_func  @main_kernel_10::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<8x32xf32>)
    %expand_shape = memref.expand_shape %33 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %expand_shape_8 = memref.expand_shape %alloc_7 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_11::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_9 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_12::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape : memref<2x16x32xf32>, %alloc_9 : memref<1x8x2x16xf32>)
    %expand_shape_10 = memref.expand_shape %32 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    %expand_shape_11 = memref.expand_shape %31 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_13::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_12 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_14::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_11 : memref<2x16x32xf32>, %alloc_12 : memref<1x8x2x16xf32>)
    %expand_shape_13 = memref.expand_shape %30 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    %expand_shape_14 = memref.expand_shape %29 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_15::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_15 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_16::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_14 : memref<2x16x32xf32>, %alloc_15 : memref<1x8x2x16xf32>)
    %expand_shape_16 = memref.expand_shape %28 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    %alloc_17 = memref.alloc() {alignment = 64 : i64} : memref<2x8x8xf32>
    gpu.launch_func  @main_kernel_17::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_17 : memref<2x8x8xf32>)
    %expand_shape_18 = memref.expand_shape %alloc_17 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : memref<2x8x8xf32> into memref<1x2x8x8xf32>
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x8xf32>
    gpu.launch_func  @main_kernel_18::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_18 : memref<1x2x8x8xf32>, %alloc_19 : memref<1x2x8x8xf32>)
    gpu.launch_func  @main_kernel_19::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_9 : memref<1x8x2x16xf32>, %expand_shape_10 : memref<2x16xf32>, %alloc_12 : memref<1x8x2x16xf32>, %expand_shape_13 : memref<2x16xf32>, %alloc_19 : memref<1x2x8x8xf32>)
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x8xf32>
    gpu.launch_func  @main_kernel_20::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_19 : memref<1x2x8x8xf32>, %alloc_20 : memref<1x2x8x8xf32>)
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8xf32>
    gpu.launch_func  @main_kernel_21::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_21 : memref<1x2x8xf32>)
    %expand_shape_22 = memref.expand_shape %alloc_20 [[0], [1], [2, 3], [4]] output_shape [1, 2, 8, 1, 8] : memref<1x2x8x8xf32> into memref<1x2x8x1x8xf32>
    %expand_shape_23 = memref.expand_shape %alloc_21 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : memref<1x2x8xf32> into memref<1x2x8x1xf32>
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x1xf32>
    gpu.launch_func  @main_kernel_22::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_23 : memref<1x2x8x1xf32>, %alloc_24 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_23::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_22 : memref<1x2x8x1x8xf32>, %alloc_24 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_24::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %alloc_24 : memref<1x2x8x1xf32>)
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x1xf32>
    gpu.launch_func  @main_kernel_25::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_25 : memref<1x2x8x1xf32>)
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x1xf32>
    gpu.launch_func  @main_kernel_26::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_25 : memref<1x2x8x1xf32>, %alloc_26 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_27::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %alloc_26 : memref<1x2x8x1xf32>)
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<2x8x16xf32>
    gpu.launch_func  @main_kernel_28::@main_kernel blocks in (%c1, %c1, %c16) threads in (%c32, %c8, %c1)  args(%alloc_27 : memref<2x8x16xf32>)
    %expand_shape_28 = memref.expand_shape %alloc_27 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : memref<2x8x16xf32> into memref<1x2x8x16xf32>
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x16xf32>
    gpu.launch_func  @main_kernel_29::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_28 : memref<1x2x8x16xf32>, %alloc_29 : memref<1x2x8x16xf32>)
    gpu.launch_func  @main_kernel_30::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %alloc_26 : memref<1x2x8x1xf32>, %alloc_15 : memref<1x8x2x16xf32>, %expand_shape_16 : memref<2x16xf32>, %alloc_29 : memref<1x2x8x16xf32>)
    %expand_shape_30 = memref.expand_shape %27 [[0], [1, 2]] output_shape [32, 2, 16] : memref<32x32xf32> into memref<32x2x16xf32>
    %expand_shape_31 = memref.expand_shape %alloc_7 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_31::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_31 : memref<1x8x32xf32>, %alloc_32 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_32::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_29 : memref<1x2x8x16xf32>, %expand_shape_30 : memref<32x2x16xf32>, %alloc_32 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_33::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_32 : memref<1x8x32xf32>, %26 : memref<32xf32>, %alloc : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_34::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_1 : memref<1x8x32xf64>)
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_35::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x1xf64>, %alloc_33 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_36::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x32xf64>, %alloc_33 : memref<1x8x1xf64>)
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_37::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x1xf64>, %alloc_34 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_38::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x32xf64>, %alloc_33 : memref<1x8x1xf64>, %alloc_34 : memref<1x8x1xf64>)
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_39::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x1xf32>, %alloc_35 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_40::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_35 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_41::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_35 : memref<1x8x1xf32>, %alloc_34 : memref<1x8x1xf64>, %25 : memref<32xf32>, %24 : memref<32xf32>)
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<8x64xf32>
    gpu.launch_func  @main_kernel_42::@main_kernel blocks in (%c1, %c8, %c1) threads in (%c32, %c8, %c1)  args(%alloc_36 : memref<8x64xf32>)
    %expand_shape_37 = memref.expand_shape %alloc_36 [[0, 1], [2]] output_shape [1, 8, 64] : memref<8x64xf32> into memref<1x8x64xf32>
    %alloc_38 = memref.alloc() {alignment = 64 : i64} : memref<1x8x64xf32>
    gpu.launch_func  @main_kernel_43::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%expand_shape_37 : memref<1x8x64xf32>, %alloc_38 : memref<1x8x64xf32>)
    gpu.launch_func  @main_kernel_44::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %23 : memref<64x32xf32>, %alloc_38 : memref<1x8x64xf32>)
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_45::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_31 : memref<1x8x32xf32>, %alloc_39 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_46::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_38 : memref<1x8x64xf32>, %22 : memref<64xf32>, %21 : memref<32x64xf32>, %alloc_39 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_47::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_39 : memref<1x8x32xf32>, %20 : memref<32xf32>, %alloc : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_48::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_1 : memref<1x8x32xf64>)
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_49::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x1xf64>, %alloc_40 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_50::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x32xf64>, %alloc_40 : memref<1x8x1xf64>)
    %alloc_41 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_51::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x1xf64>, %alloc_41 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_52::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x32xf64>, %alloc_40 : memref<1x8x1xf64>, %alloc_41 : memref<1x8x1xf64>)
    %alloc_42 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_53::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x1xf32>, %alloc_42 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_54::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_42 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_55::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_42 : memref<1x8x1xf32>, %alloc_41 : memref<1x8x1xf64>, %19 : memref<32xf32>, %18 : memref<32xf32>)
    %expand_shape_43 = memref.expand_shape %17 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_56::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_44 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_57::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_43 : memref<2x16x32xf32>, %alloc_44 : memref<1x8x2x16xf32>)
    %expand_shape_45 = memref.expand_shape %16 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    %expand_shape_46 = memref.expand_shape %15 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %alloc_47 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_58::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_47 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_59::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_46 : memref<2x16x32xf32>, %alloc_47 : memref<1x8x2x16xf32>)
    %expand_shape_48 = memref.expand_shape %14 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    %expand_shape_49 = memref.expand_shape %13 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %alloc_50 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_60::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_50 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_61::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_49 : memref<2x16x32xf32>, %alloc_50 : memref<1x8x2x16xf32>)
    %expand_shape_51 = memref.expand_shape %12 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    gpu.launch_func  @main_kernel_62::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_44 : memref<1x8x2x16xf32>, %expand_shape_45 : memref<2x16xf32>, %alloc_47 : memref<1x8x2x16xf32>, %expand_shape_48 : memref<2x16xf32>, %expand_shape_18 : memref<1x2x8x8xf32>)
    gpu.launch_func  @main_kernel_63::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_18 : memref<1x2x8x8xf32>, %alloc_20 : memref<1x2x8x8xf32>)
    gpu.launch_func  @main_kernel_64::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_22 : memref<1x2x8x1x8xf32>, %expand_shape_23 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_65::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %expand_shape_23 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_66::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %alloc_25 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_67::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %alloc_25 : memref<1x2x8x1xf32>, %alloc_50 : memref<1x8x2x16xf32>, %expand_shape_51 : memref<2x16xf32>, %expand_shape_28 : memref<1x2x8x16xf32>)
    %expand_shape_52 = memref.expand_shape %11 [[0], [1, 2]] output_shape [32, 2, 16] : memref<32x32xf32> into memref<32x2x16xf32>
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_68::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_31 : memref<1x8x32xf32>, %alloc_53 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_69::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_28 : memref<1x2x8x16xf32>, %expand_shape_52 : memref<32x2x16xf32>, %alloc_53 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_70::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_53 : memref<1x8x32xf32>, %10 : memref<32xf32>, %alloc : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_71::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_1 : memref<1x8x32xf64>)
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_72::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x1xf64>, %alloc_54 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_73::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x32xf64>, %alloc_54 : memref<1x8x1xf64>)
    %alloc_55 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_74::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x1xf64>, %alloc_55 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_75::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x32xf64>, %alloc_54 : memref<1x8x1xf64>, %alloc_55 : memref<1x8x1xf64>)
    %alloc_56 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_76::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x1xf32>, %alloc_56 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_77::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_56 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_78::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_56 : memref<1x8x1xf32>, %alloc_55 : memref<1x8x1xf64>, %9 : memref<32xf32>, %8 : memref<32xf32>)
    gpu.launch_func  @main_kernel_79::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %7 : memref<64x32xf32>, %expand_shape_37 : memref<1x8x64xf32>)
    gpu.launch_func  @main_kernel_80::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_37 : memref<1x8x64xf32>, %6 : memref<64xf32>, %5 : memref<32x64xf32>, %expand_shape_31 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_81::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_31 : memref<1x8x32xf32>, %4 : memref<32xf32>, %alloc : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_82::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_1 : memref<1x8x32xf64>)
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_83::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_2 : memref<1x8x1xf64>, %alloc_57 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_84::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x32xf64>, %alloc_57 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_85::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x32xf64>, %alloc_57 : memref<1x8x1xf64>, %alloc_2 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_86::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_5 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_87::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_5 : memref<1x8x1xf32>, %alloc_2 : memref<1x8x1xf64>, %3 : memref<32xf32>, %2 : memref<32xf32>)
    %subview_58 = memref.subview %alloc[0, 0, 0] [1, 1, 32] [1, 1, 1] : memref<1x8x32xf32> to memref<1x1x32xf32, strided<[256, 32, 1]>>
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<1x1x32xf32>
    gpu.launch_func  @main_kernel_88::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_59 : memref<1x1x32xf32>)
    gpu.launch_func  @main_kernel_89::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%subview_58 : memref<1x1x32xf32, strided<[256, 32, 1]>>, %1 : memref<32x32xf32>, %alloc_59 : memref<1x1x32xf32>)
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<1x1x32xf32>
    gpu.launch_func  @main_kernel_90::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_59 : memref<1x1x32xf32>, %0 : memref<32xf32>, %alloc_60 : memref<1x1x32xf32>)
    %collapse_shape = memref.collapse_shape %alloc_60 [[0, 1], [2]] : memref<1x1x32xf32> into memref<1x32xf32>
    memref.dealloc %alloc_1 : memref<1x8x32xf64>
    memref.dealloc %alloc_2 : memref<1x8x1xf64>
    memref.dealloc %alloc_3 : memref<1x8x1xf64>
    memref.dealloc %alloc_4 : memref<1x8x1xf64>
    memref.dealloc %alloc_5 : memref<1x8x1xf32>
    memref.dealloc %alloc_6 : memref<1x8x1xf32>
    memref.dealloc %alloc_7 : memref<8x32xf32>
    memref.dealloc %alloc_9 : memref<1x8x2x16xf32>
    memref.dealloc %alloc_12 : memref<1x8x2x16xf32>
    memref.dealloc %alloc_15 : memref<1x8x2x16xf32>
    memref.dealloc %alloc_17 : memref<2x8x8xf32>
    memref.dealloc %alloc_19 : memref<1x2x8x8xf32>
    memref.dealloc %alloc_20 : memref<1x2x8x8xf32>
    memref.dealloc %alloc_21 : memref<1x2x8xf32>
    memref.dealloc %alloc_24 : memref<1x2x8x1xf32>
    memref.dealloc %alloc_25 : memref<1x2x8x1xf32>
    memref.dealloc %alloc_26 : memref<1x2x8x1xf32>
    memref.dealloc %alloc_27 : memref<2x8x16xf32>
    memref.dealloc %alloc_29 : memref<1x2x8x16xf32>
    memref.dealloc %alloc_32 : memref<1x8x32xf32>
    memref.dealloc %alloc_33 : memref<1x8x1xf64>
    memref.dealloc %alloc_34 : memref<1x8x1xf64>
    memref.dealloc %alloc_35 : memref<1x8x1xf32>
    memref.dealloc %alloc_36 : memref<8x64xf32>
    memref.dealloc %alloc_38 : memref<1x8x64xf32>
    memref.dealloc %alloc_39 : memref<1x8x32xf32>
    memref.dealloc %alloc_40 : memref<1x8x1xf64>
    memref.dealloc %alloc_41 : memref<1x8x1xf64>
    memref.dealloc %alloc_42 : memref<1x8x1xf32>
    memref.dealloc %alloc_44 : memref<1x8x2x16xf32>
    memref.dealloc %alloc_47 : memref<1x8x2x16xf32>
    memref.dealloc %alloc_50 : memref<1x8x2x16xf32>
    memref.dealloc %alloc_53 : memref<1x8x32xf32>
    memref.dealloc %alloc_54 : memref<1x8x1xf64>
    memref.dealloc %alloc_55 : memref<1x8x1xf64>
    memref.dealloc %alloc_56 : memref<1x8x1xf32>
    memref.dealloc %alloc_57 : memref<1x8x1xf64>
    memref.dealloc %alloc_59 : memref<1x1x32xf32>
    return %alloc, %collapse_shape : memref<1x8x32xf32>, memref<1x32xf32>
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
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
      %20 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %21 = llvm.add %20, %10 overflow<nsw, nuw> : i64
      %22 = llvm.getelementptr inbounds|nuw %arg1[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      %23 = llvm.load %22 : !llvm.ptr -> i64
      %24 = llvm.getelementptr inbounds|nuw %arg2[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      %25 = llvm.load %24 : !llvm.ptr -> i64
      %26 = llvm.mul %25, %1 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %6 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg3[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %23, %1 overflow<nsw, nuw> : i64
      %31 = llvm.add %30, %6 overflow<nsw, nuw> : i64
      %32 = llvm.getelementptr inbounds|nuw %arg4[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.mul %19, %1 overflow<nsw, nuw> : i64
      %35 = llvm.add %34, %6 overflow<nsw, nuw> : i64
      %36 = llvm.getelementptr inbounds|nuw %arg5[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %37 = llvm.load %36 : !llvm.ptr -> f32
      %38 = llvm.fadd %37, %33 : f32
      %39 = llvm.fadd %38, %29 : f32
      %40 = llvm.mul %8, %3 overflow<nsw, nuw> : i64
      %41 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %42 = llvm.add %40, %41 overflow<nsw, nuw> : i64
      %43 = llvm.add %42, %6 overflow<nsw, nuw> : i64
      %44 = llvm.getelementptr inbounds|nuw %arg6[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %39, %44 : f32, !llvm.ptr
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
      %21 = llvm.fpext %20 : f32 to f64
      %22 = llvm.getelementptr inbounds|nuw %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %21, %22 : f64, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_1 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_2 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_3 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_4 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_5 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_6 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_7 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_8 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_9 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f64) : f64
      %1 = llvm.mlir.constant(9.9999999999999998E-13 : f64) : f64
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
  gpu.module @main_kernel_10 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_11 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(2 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(256 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      llvm.br ^bb1(%6 : i64)
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb4
      %14 = llvm.icmp "slt" %13, %0 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %0 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %23 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %30 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_12 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(512 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
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
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %3 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %32 = llvm.mul %14, %3 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %23 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %38 = llvm.add %27, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %14 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg2[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.fmul %30, %36 : f32
      %43 = llvm.fadd %41, %42 : f32
      llvm.store %43, %40 : f32, !llvm.ptr
      %44 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%44 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %45 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%45 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_13 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(2 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(256 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      llvm.br ^bb1(%6 : i64)
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb4
      %14 = llvm.icmp "slt" %13, %0 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %0 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %23 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %30 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_14 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(512 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
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
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %3 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %32 = llvm.mul %14, %3 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %23 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %38 = llvm.add %27, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %14 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg2[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.fmul %30, %36 : f32
      %43 = llvm.fadd %41, %42 : f32
      llvm.store %43, %40 : f32, !llvm.ptr
      %44 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%44 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %45 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%45 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_15 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(2 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(256 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      llvm.br ^bb1(%6 : i64)
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb4
      %14 = llvm.icmp "slt" %13, %0 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %0 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %23 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %30 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_16 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(512 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
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
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %3 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %32 = llvm.mul %14, %3 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %23 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %38 = llvm.add %27, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %14 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg2[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.fmul %30, %36 : f32
      %43 = llvm.fadd %41, %42 : f32
      llvm.store %43, %40 : f32, !llvm.ptr
      %44 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%44 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %45 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%45 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_17 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
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
  gpu.module @main_kernel_18 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(64 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(128 : index) : i64
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
  gpu.module @main_kernel_19 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(16 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(64 : index) : i64
      %5 = llvm.mlir.constant(2 : index) : i64
      %6 = llvm.mlir.constant(128 : index) : i64
      %7 = llvm.mlir.constant(1 : index) : i64
      %8 = llvm.mlir.constant(0 : index) : i64
      %9 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %14 = llvm.sext %13 : i32 to i64
      llvm.br ^bb1(%8 : i64)
    ^bb1(%15: i64):  // 2 preds: ^bb0, ^bb7
      %16 = llvm.icmp "slt" %15, %3 : i64
      llvm.cond_br %16, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %17 = llvm.icmp "ult" %12, %7 : i64
      %18 = llvm.icmp "ult" %14, %5 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %10, %3 : i64
      %21 = llvm.and %19, %20 : i1
      %22 = llvm.icmp "ult" %15, %3 : i64
      %23 = llvm.and %21, %22 : i1
      llvm.cond_br %23, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%8 : i64)
    ^bb4(%24: i64):  // 2 preds: ^bb3, ^bb5
      %25 = llvm.icmp "slt" %24, %2 : i64
      llvm.cond_br %25, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %26 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %27 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
      %30 = llvm.add %28, %29 overflow<nsw, nuw> : i64
      %31 = llvm.add %30, %24 overflow<nsw, nuw> : i64
      %32 = llvm.getelementptr inbounds|nuw %arg0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.add %29, %24 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %15, %0 overflow<nsw, nuw> : i64
      %38 = llvm.add %26, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %29 overflow<nsw, nuw> : i64
      %40 = llvm.add %39, %24 overflow<nsw, nuw> : i64
      %41 = llvm.getelementptr inbounds|nuw %arg2[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %42 = llvm.load %41 : !llvm.ptr -> f32
      %43 = llvm.getelementptr inbounds|nuw %arg3[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %44 = llvm.load %43 : !llvm.ptr -> f32
      %45 = llvm.mul %12, %6 overflow<nsw, nuw> : i64
      %46 = llvm.mul %14, %4 overflow<nsw, nuw> : i64
      %47 = llvm.add %45, %46 overflow<nsw, nuw> : i64
      %48 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %49 = llvm.add %47, %48 overflow<nsw, nuw> : i64
      %50 = llvm.add %49, %15 overflow<nsw, nuw> : i64
      %51 = llvm.getelementptr inbounds|nuw %arg4[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %52 = llvm.load %51 : !llvm.ptr -> f32
      %53 = llvm.fadd %42, %44 : f32
      %54 = llvm.fadd %33, %36 : f32
      %55 = llvm.fmul %54, %53 : f32
      %56 = llvm.fadd %52, %55 : f32
      llvm.store %56, %51 : f32, !llvm.ptr
      %57 = llvm.add %24, %7 : i64
      llvm.br ^bb4(%57 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %58 = llvm.add %15, %7 : i64
      llvm.br ^bb1(%58 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_20 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(4.000000e+00 : f32) : f32
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
      %23 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.fdiv %29, %0 : f32
      %31 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %30, %31 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %32 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%32 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_21 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(16 : index) : i64
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
  gpu.module @main_kernel_22 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(2 : index) : i64
      %2 = llvm.mlir.constant(16 : index) : i64
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
  gpu.module @main_kernel_23 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(128 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(16 : index) : i64
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
  gpu.module @main_kernel_24 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(128 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(16 : index) : i64
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
      %14 = llvm.icmp "slt" %13, %2 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %2 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %2 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %23 = llvm.mul %12, %0 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %31 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %32 = llvm.add %30, %31 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %8 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %6 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.fsub %29, %36 : f32
      %38 = llvm.call @__nv_expf(%37) : (f32) -> f32
      llvm.store %38, %28 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %39 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%39 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_25 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(16 : index) : i64
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
  gpu.module @main_kernel_26 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(2 : index) : i64
      %2 = llvm.mlir.constant(16 : index) : i64
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
  gpu.module @main_kernel_27 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(128 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(16 : index) : i64
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
  gpu.module @main_kernel_28 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 16>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(128 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 16> : i32
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
  gpu.module @main_kernel_29 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(128 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
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
      %14 = llvm.icmp "slt" %13, %0 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %0 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %23 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %30 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_30 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(16 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(128 : index) : i64
      %5 = llvm.mlir.constant(2 : index) : i64
      %6 = llvm.mlir.constant(256 : index) : i64
      %7 = llvm.mlir.constant(1 : index) : i64
      %8 = llvm.mlir.constant(0 : index) : i64
      %9 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %14 = llvm.sext %13 : i32 to i64
      llvm.br ^bb1(%8 : i64)
    ^bb1(%15: i64):  // 2 preds: ^bb0, ^bb7
      %16 = llvm.icmp "slt" %15, %2 : i64
      llvm.cond_br %16, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %17 = llvm.icmp "ult" %12, %7 : i64
      %18 = llvm.icmp "ult" %14, %5 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %10, %3 : i64
      %21 = llvm.and %19, %20 : i1
      %22 = llvm.icmp "ult" %15, %2 : i64
      %23 = llvm.and %21, %22 : i1
      llvm.cond_br %23, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%8 : i64)
    ^bb4(%24: i64):  // 2 preds: ^bb3, ^bb5
      %25 = llvm.icmp "slt" %24, %3 : i64
      llvm.cond_br %25, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %26 = llvm.mul %12, %4 overflow<nsw, nuw> : i64
      %27 = llvm.mul %14, %0 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %30 = llvm.add %28, %29 overflow<nsw, nuw> : i64
      %31 = llvm.add %30, %24 overflow<nsw, nuw> : i64
      %32 = llvm.getelementptr inbounds|nuw %arg0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %35 = llvm.mul %14, %3 overflow<nsw, nuw> : i64
      %36 = llvm.add %34, %35 overflow<nsw, nuw> : i64
      %37 = llvm.add %36, %10 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %8 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg1[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.mul %12, %6 overflow<nsw, nuw> : i64
      %42 = llvm.mul %24, %1 overflow<nsw, nuw> : i64
      %43 = llvm.add %41, %42 overflow<nsw, nuw> : i64
      %44 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
      %45 = llvm.add %43, %44 overflow<nsw, nuw> : i64
      %46 = llvm.add %45, %15 overflow<nsw, nuw> : i64
      %47 = llvm.getelementptr inbounds|nuw %arg2[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %48 = llvm.load %47 : !llvm.ptr -> f32
      %49 = llvm.add %44, %15 overflow<nsw, nuw> : i64
      %50 = llvm.getelementptr inbounds|nuw %arg3[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %51 = llvm.load %50 : !llvm.ptr -> f32
      %52 = llvm.mul %14, %4 overflow<nsw, nuw> : i64
      %53 = llvm.add %41, %52 overflow<nsw, nuw> : i64
      %54 = llvm.mul %10, %2 overflow<nsw, nuw> : i64
      %55 = llvm.add %53, %54 overflow<nsw, nuw> : i64
      %56 = llvm.add %55, %15 overflow<nsw, nuw> : i64
      %57 = llvm.getelementptr inbounds|nuw %arg4[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %58 = llvm.load %57 : !llvm.ptr -> f32
      %59 = llvm.fadd %48, %51 : f32
      %60 = llvm.fdiv %33, %40 : f32
      %61 = llvm.fmul %60, %59 : f32
      %62 = llvm.fadd %58, %61 : f32
      llvm.store %62, %57 : f32, !llvm.ptr
      %63 = llvm.add %24, %7 : i64
      llvm.br ^bb4(%63 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %64 = llvm.add %15, %7 : i64
      llvm.br ^bb1(%64 : i64)
    ^bb8:  // pred: ^bb1
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
      %21 = llvm.getelementptr inbounds|nuw %arg1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %20, %21 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_32 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(128 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
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
      llvm.cond_br %18, ^bb1, ^bb8
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%7 : i64)
    ^bb2(%19: i64):  // 2 preds: ^bb1, ^bb6
      %20 = llvm.icmp "slt" %19, %2 : i64
      llvm.cond_br %20, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%21: i64):  // 2 preds: ^bb3, ^bb5
      %22 = llvm.icmp "slt" %21, %1 : i64
      llvm.cond_br %22, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %23 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %24 = llvm.mul %19, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %1 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %21 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %32 = llvm.mul %19, %1 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %21 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %38 = llvm.add %23, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %9 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg2[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.fmul %30, %36 : f32
      %43 = llvm.fadd %41, %42 : f32
      llvm.store %43, %40 : f32, !llvm.ptr
      %44 = llvm.add %21, %6 : i64
      llvm.br ^bb4(%44 : i64)
    ^bb6:  // pred: ^bb4
      %45 = llvm.add %19, %6 : i64
      llvm.br ^bb2(%45 : i64)
    ^bb7:  // pred: ^bb2
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb0, ^bb7
      llvm.return
    }
  }
  gpu.module @main_kernel_33 [#nvvm.target<chip = "sm_90">] {
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
      %21 = llvm.getelementptr inbounds|nuw %arg1[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.fadd %20, %22 : f32
      %26 = llvm.fadd %25, %24 : f32
      llvm.store %26, %23 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_34 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_35 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_36 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_37 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_38 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_39 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_40 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_41 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f64) : f64
      %1 = llvm.mlir.constant(9.9999999999999998E-13 : f64) : f64
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
  gpu.module @main_kernel_42 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_43 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_44 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_45 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_46 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_erff(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(1.41421354 : f32) : f32
      %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %2 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %3 = llvm.mlir.constant(512 : index) : i64
      %4 = llvm.mlir.constant(64 : index) : i64
      %5 = llvm.mlir.constant(32 : index) : i64
      %6 = llvm.mlir.constant(8 : index) : i64
      %7 = llvm.mlir.constant(256 : index) : i64
      %8 = llvm.mlir.constant(1 : index) : i64
      %9 = llvm.mlir.constant(0 : index) : i64
      %10 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = llvm.icmp "ult" %13, %8 : i64
      %17 = llvm.icmp "ult" %15, %6 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %11, %5 : i64
      %20 = llvm.and %18, %19 : i1
      llvm.cond_br %20, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%9 : i64)
    ^bb2(%21: i64):  // 2 preds: ^bb1, ^bb3
      %22 = llvm.icmp "slt" %21, %4 : i64
      llvm.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %23 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %24 = llvm.mul %15, %4 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %21 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.getelementptr inbounds|nuw %arg1[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %11, %4 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %21 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg2[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %13, %7 overflow<nsw, nuw> : i64
      %36 = llvm.mul %15, %5 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %11 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg3[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.fadd %28, %30 : f32
      %42 = llvm.fdiv %41, %0 : f32
      %43 = llvm.call @__nv_erff(%42) : (f32) -> f32
      %44 = llvm.fadd %43, %1 : f32
      %45 = llvm.fmul %44, %2 : f32
      %46 = llvm.fmul %41, %45 : f32
      %47 = llvm.fmul %46, %34 : f32
      %48 = llvm.fadd %40, %47 : f32
      llvm.store %48, %39 : f32, !llvm.ptr
      %49 = llvm.add %21, %8 : i64
      llvm.br ^bb2(%49 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_47 [#nvvm.target<chip = "sm_90">] {
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
      %21 = llvm.getelementptr inbounds|nuw %arg1[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.fadd %20, %22 : f32
      %26 = llvm.fadd %25, %24 : f32
      llvm.store %26, %23 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_48 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_49 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_50 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_51 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_52 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_53 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_54 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_55 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f64) : f64
      %1 = llvm.mlir.constant(9.9999999999999998E-13 : f64) : f64
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
  gpu.module @main_kernel_56 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(2 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(256 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      llvm.br ^bb1(%6 : i64)
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb4
      %14 = llvm.icmp "slt" %13, %0 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %0 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %23 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %30 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_57 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(512 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
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
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %3 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %32 = llvm.mul %14, %3 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %23 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %38 = llvm.add %27, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %14 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg2[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.fmul %30, %36 : f32
      %43 = llvm.fadd %41, %42 : f32
      llvm.store %43, %40 : f32, !llvm.ptr
      %44 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%44 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %45 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%45 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_58 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(2 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(256 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      llvm.br ^bb1(%6 : i64)
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb4
      %14 = llvm.icmp "slt" %13, %0 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %0 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %23 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %30 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_59 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(512 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
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
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %3 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %32 = llvm.mul %14, %3 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %23 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %38 = llvm.add %27, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %14 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg2[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.fmul %30, %36 : f32
      %43 = llvm.fadd %41, %42 : f32
      llvm.store %43, %40 : f32, !llvm.ptr
      %44 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%44 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %45 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%45 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_60 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = llvm.mlir.constant(2 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(256 : index) : i64
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 2> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %12 = llvm.sext %11 : i32 to i64
      llvm.br ^bb1(%6 : i64)
    ^bb1(%13: i64):  // 2 preds: ^bb0, ^bb4
      %14 = llvm.icmp "slt" %13, %0 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %1 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %0 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %23 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %0 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %30 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_61 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(512 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
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
      %16 = llvm.icmp "ult" %11, %6 : i64
      %17 = llvm.icmp "ult" %13, %4 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %9, %2 : i64
      %20 = llvm.and %18, %19 : i1
      %21 = llvm.icmp "ult" %14, %1 : i64
      %22 = llvm.and %20, %21 : i1
      llvm.cond_br %22, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
      %24 = llvm.icmp "slt" %23, %3 : i64
      llvm.cond_br %24, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %25 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %32 = llvm.mul %14, %3 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %23 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %38 = llvm.add %27, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %14 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg2[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.fmul %30, %36 : f32
      %43 = llvm.fadd %41, %42 : f32
      llvm.store %43, %40 : f32, !llvm.ptr
      %44 = llvm.add %23, %6 : i64
      llvm.br ^bb4(%44 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %45 = llvm.add %14, %6 : i64
      llvm.br ^bb1(%45 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_62 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(16 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(64 : index) : i64
      %5 = llvm.mlir.constant(2 : index) : i64
      %6 = llvm.mlir.constant(128 : index) : i64
      %7 = llvm.mlir.constant(1 : index) : i64
      %8 = llvm.mlir.constant(0 : index) : i64
      %9 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %14 = llvm.sext %13 : i32 to i64
      llvm.br ^bb1(%8 : i64)
    ^bb1(%15: i64):  // 2 preds: ^bb0, ^bb7
      %16 = llvm.icmp "slt" %15, %3 : i64
      llvm.cond_br %16, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %17 = llvm.icmp "ult" %12, %7 : i64
      %18 = llvm.icmp "ult" %14, %5 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %10, %3 : i64
      %21 = llvm.and %19, %20 : i1
      %22 = llvm.icmp "ult" %15, %3 : i64
      %23 = llvm.and %21, %22 : i1
      llvm.cond_br %23, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%8 : i64)
    ^bb4(%24: i64):  // 2 preds: ^bb3, ^bb5
      %25 = llvm.icmp "slt" %24, %2 : i64
      llvm.cond_br %25, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %26 = llvm.mul %12, %1 overflow<nsw, nuw> : i64
      %27 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
      %30 = llvm.add %28, %29 overflow<nsw, nuw> : i64
      %31 = llvm.add %30, %24 overflow<nsw, nuw> : i64
      %32 = llvm.getelementptr inbounds|nuw %arg0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.add %29, %24 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %15, %0 overflow<nsw, nuw> : i64
      %38 = llvm.add %26, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %29 overflow<nsw, nuw> : i64
      %40 = llvm.add %39, %24 overflow<nsw, nuw> : i64
      %41 = llvm.getelementptr inbounds|nuw %arg2[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %42 = llvm.load %41 : !llvm.ptr -> f32
      %43 = llvm.getelementptr inbounds|nuw %arg3[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %44 = llvm.load %43 : !llvm.ptr -> f32
      %45 = llvm.mul %12, %6 overflow<nsw, nuw> : i64
      %46 = llvm.mul %14, %4 overflow<nsw, nuw> : i64
      %47 = llvm.add %45, %46 overflow<nsw, nuw> : i64
      %48 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %49 = llvm.add %47, %48 overflow<nsw, nuw> : i64
      %50 = llvm.add %49, %15 overflow<nsw, nuw> : i64
      %51 = llvm.getelementptr inbounds|nuw %arg4[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %52 = llvm.load %51 : !llvm.ptr -> f32
      %53 = llvm.fadd %42, %44 : f32
      %54 = llvm.fadd %33, %36 : f32
      %55 = llvm.fmul %54, %53 : f32
      %56 = llvm.fadd %52, %55 : f32
      llvm.store %56, %51 : f32, !llvm.ptr
      %57 = llvm.add %24, %7 : i64
      llvm.br ^bb4(%57 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %58 = llvm.add %15, %7 : i64
      llvm.br ^bb1(%58 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_63 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(4.000000e+00 : f32) : f32
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
      %23 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %1 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.fdiv %29, %0 : f32
      %31 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %30, %31 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %32 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%32 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_64 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(128 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(16 : index) : i64
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
  gpu.module @main_kernel_65 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(128 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(16 : index) : i64
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
      %14 = llvm.icmp "slt" %13, %2 : i64
      llvm.cond_br %14, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %15 = llvm.icmp "ult" %10, %5 : i64
      %16 = llvm.icmp "ult" %12, %3 : i64
      %17 = llvm.and %15, %16 : i1
      %18 = llvm.icmp "ult" %8, %2 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %13, %2 : i64
      %21 = llvm.and %19, %20 : i1
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %22 = llvm.mul %10, %1 overflow<nsw, nuw> : i64
      %23 = llvm.mul %12, %0 overflow<nsw, nuw> : i64
      %24 = llvm.add %22, %23 overflow<nsw, nuw> : i64
      %25 = llvm.mul %8, %2 overflow<nsw, nuw> : i64
      %26 = llvm.add %24, %25 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %13 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mul %10, %4 overflow<nsw, nuw> : i64
      %31 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %32 = llvm.add %30, %31 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %8 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %6 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.fsub %29, %36 : f32
      %38 = llvm.call @__nv_expf(%37) : (f32) -> f32
      llvm.store %38, %28 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %39 = llvm.add %13, %5 : i64
      llvm.br ^bb1(%39 : i64)
    ^bb5:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_66 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(128 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.mlir.constant(16 : index) : i64
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
  gpu.module @main_kernel_67 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 8>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(64 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(16 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(128 : index) : i64
      %5 = llvm.mlir.constant(2 : index) : i64
      %6 = llvm.mlir.constant(256 : index) : i64
      %7 = llvm.mlir.constant(1 : index) : i64
      %8 = llvm.mlir.constant(0 : index) : i64
      %9 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 8> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %14 = llvm.sext %13 : i32 to i64
      llvm.br ^bb1(%8 : i64)
    ^bb1(%15: i64):  // 2 preds: ^bb0, ^bb7
      %16 = llvm.icmp "slt" %15, %2 : i64
      llvm.cond_br %16, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %17 = llvm.icmp "ult" %12, %7 : i64
      %18 = llvm.icmp "ult" %14, %5 : i64
      %19 = llvm.and %17, %18 : i1
      %20 = llvm.icmp "ult" %10, %3 : i64
      %21 = llvm.and %19, %20 : i1
      %22 = llvm.icmp "ult" %15, %2 : i64
      %23 = llvm.and %21, %22 : i1
      llvm.cond_br %23, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%8 : i64)
    ^bb4(%24: i64):  // 2 preds: ^bb3, ^bb5
      %25 = llvm.icmp "slt" %24, %3 : i64
      llvm.cond_br %25, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %26 = llvm.mul %12, %4 overflow<nsw, nuw> : i64
      %27 = llvm.mul %14, %0 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.mul %10, %3 overflow<nsw, nuw> : i64
      %30 = llvm.add %28, %29 overflow<nsw, nuw> : i64
      %31 = llvm.add %30, %24 overflow<nsw, nuw> : i64
      %32 = llvm.getelementptr inbounds|nuw %arg0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.mul %12, %2 overflow<nsw, nuw> : i64
      %35 = llvm.mul %14, %3 overflow<nsw, nuw> : i64
      %36 = llvm.add %34, %35 overflow<nsw, nuw> : i64
      %37 = llvm.add %36, %10 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %8 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg1[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.mul %12, %6 overflow<nsw, nuw> : i64
      %42 = llvm.mul %24, %1 overflow<nsw, nuw> : i64
      %43 = llvm.add %41, %42 overflow<nsw, nuw> : i64
      %44 = llvm.mul %14, %2 overflow<nsw, nuw> : i64
      %45 = llvm.add %43, %44 overflow<nsw, nuw> : i64
      %46 = llvm.add %45, %15 overflow<nsw, nuw> : i64
      %47 = llvm.getelementptr inbounds|nuw %arg2[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %48 = llvm.load %47 : !llvm.ptr -> f32
      %49 = llvm.add %44, %15 overflow<nsw, nuw> : i64
      %50 = llvm.getelementptr inbounds|nuw %arg3[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %51 = llvm.load %50 : !llvm.ptr -> f32
      %52 = llvm.mul %14, %4 overflow<nsw, nuw> : i64
      %53 = llvm.add %41, %52 overflow<nsw, nuw> : i64
      %54 = llvm.mul %10, %2 overflow<nsw, nuw> : i64
      %55 = llvm.add %53, %54 overflow<nsw, nuw> : i64
      %56 = llvm.add %55, %15 overflow<nsw, nuw> : i64
      %57 = llvm.getelementptr inbounds|nuw %arg4[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %58 = llvm.load %57 : !llvm.ptr -> f32
      %59 = llvm.fadd %48, %51 : f32
      %60 = llvm.fdiv %33, %40 : f32
      %61 = llvm.fmul %60, %59 : f32
      %62 = llvm.fadd %58, %61 : f32
      llvm.store %62, %57 : f32, !llvm.ptr
      %63 = llvm.add %24, %7 : i64
      llvm.br ^bb4(%63 : i64)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      %64 = llvm.add %15, %7 : i64
      llvm.br ^bb1(%64 : i64)
    ^bb8:  // pred: ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_68 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_69 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(128 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
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
      llvm.cond_br %18, ^bb1, ^bb8
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%7 : i64)
    ^bb2(%19: i64):  // 2 preds: ^bb1, ^bb6
      %20 = llvm.icmp "slt" %19, %2 : i64
      llvm.cond_br %20, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      llvm.br ^bb4(%7 : i64)
    ^bb4(%21: i64):  // 2 preds: ^bb3, ^bb5
      %22 = llvm.icmp "slt" %21, %1 : i64
      llvm.cond_br %22, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %23 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
      %24 = llvm.mul %19, %0 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.mul %13, %1 overflow<nsw, nuw> : i64
      %27 = llvm.add %25, %26 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %21 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
      %32 = llvm.mul %19, %1 overflow<nsw, nuw> : i64
      %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %21 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg1[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      %37 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %38 = llvm.add %23, %37 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %9 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg2[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.fmul %30, %36 : f32
      %43 = llvm.fadd %41, %42 : f32
      llvm.store %43, %40 : f32, !llvm.ptr
      %44 = llvm.add %21, %6 : i64
      llvm.br ^bb4(%44 : i64)
    ^bb6:  // pred: ^bb4
      %45 = llvm.add %19, %6 : i64
      llvm.br ^bb2(%45 : i64)
    ^bb7:  // pred: ^bb2
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb0, ^bb7
      llvm.return
    }
  }
  gpu.module @main_kernel_70 [#nvvm.target<chip = "sm_90">] {
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
      %21 = llvm.getelementptr inbounds|nuw %arg1[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.fadd %20, %22 : f32
      %26 = llvm.fadd %25, %24 : f32
      llvm.store %26, %23 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_71 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_72 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_73 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_74 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_75 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_76 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_77 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_78 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f64) : f64
      %1 = llvm.mlir.constant(9.9999999999999998E-13 : f64) : f64
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
  gpu.module @main_kernel_79 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_80 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_erff(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(1.41421354 : f32) : f32
      %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %2 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %3 = llvm.mlir.constant(512 : index) : i64
      %4 = llvm.mlir.constant(64 : index) : i64
      %5 = llvm.mlir.constant(32 : index) : i64
      %6 = llvm.mlir.constant(8 : index) : i64
      %7 = llvm.mlir.constant(256 : index) : i64
      %8 = llvm.mlir.constant(1 : index) : i64
      %9 = llvm.mlir.constant(0 : index) : i64
      %10 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = llvm.icmp "ult" %13, %8 : i64
      %17 = llvm.icmp "ult" %15, %6 : i64
      %18 = llvm.and %16, %17 : i1
      %19 = llvm.icmp "ult" %11, %5 : i64
      %20 = llvm.and %18, %19 : i1
      llvm.cond_br %20, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%9 : i64)
    ^bb2(%21: i64):  // 2 preds: ^bb1, ^bb3
      %22 = llvm.icmp "slt" %21, %4 : i64
      llvm.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %23 = llvm.mul %13, %3 overflow<nsw, nuw> : i64
      %24 = llvm.mul %15, %4 overflow<nsw, nuw> : i64
      %25 = llvm.add %23, %24 overflow<nsw, nuw> : i64
      %26 = llvm.add %25, %21 overflow<nsw, nuw> : i64
      %27 = llvm.getelementptr inbounds|nuw %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 : !llvm.ptr -> f32
      %29 = llvm.getelementptr inbounds|nuw %arg1[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.mul %11, %4 overflow<nsw, nuw> : i64
      %32 = llvm.add %31, %21 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %arg2[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %34 = llvm.load %33 : !llvm.ptr -> f32
      %35 = llvm.mul %13, %7 overflow<nsw, nuw> : i64
      %36 = llvm.mul %15, %5 overflow<nsw, nuw> : i64
      %37 = llvm.add %35, %36 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %11 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %arg3[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %40 = llvm.load %39 : !llvm.ptr -> f32
      %41 = llvm.fadd %28, %30 : f32
      %42 = llvm.fdiv %41, %0 : f32
      %43 = llvm.call @__nv_erff(%42) : (f32) -> f32
      %44 = llvm.fadd %43, %1 : f32
      %45 = llvm.fmul %44, %2 : f32
      %46 = llvm.fmul %41, %45 : f32
      %47 = llvm.fmul %46, %34 : f32
      %48 = llvm.fadd %40, %47 : f32
      llvm.store %48, %39 : f32, !llvm.ptr
      %49 = llvm.add %21, %8 : i64
      llvm.br ^bb2(%49 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_81 [#nvvm.target<chip = "sm_90">] {
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
      %21 = llvm.getelementptr inbounds|nuw %arg1[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.fadd %20, %22 : f32
      %26 = llvm.fadd %25, %24 : f32
      llvm.store %26, %23 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_82 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_83 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_84 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_85 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_86 [#nvvm.target<chip = "sm_90">] {
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
  gpu.module @main_kernel_87 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3.200000e+01 : f64) : f64
      %1 = llvm.mlir.constant(9.9999999999999998E-13 : f64) : f64
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
  gpu.module @main_kernel_88 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.icmp "ult" %6, %2 : i64
      %10 = llvm.icmp "ult" %8, %2 : i64
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
      llvm.store %0, %18 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  gpu.module @main_kernel_89 [#nvvm.target<chip = "sm_90">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(256 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.icmp "ult" %7, %2 : i64
      %11 = llvm.icmp "ult" %9, %2 : i64
      %12 = llvm.and %10, %11 : i1
      %13 = llvm.icmp "ult" %5, %1 : i64
      %14 = llvm.and %12, %13 : i1
      llvm.cond_br %14, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%3 : i64)
    ^bb2(%15: i64):  // 2 preds: ^bb1, ^bb3
      %16 = llvm.icmp "slt" %15, %1 : i64
      llvm.cond_br %16, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %17 = llvm.mul %7, %0 overflow<nsw, nuw> : i64
      %18 = llvm.mul %9, %1 overflow<nsw, nuw> : i64
      %19 = llvm.add %17, %18 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %15 overflow<nsw, nuw> : i64
      %21 = llvm.getelementptr inbounds|nuw %arg0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.mul %5, %1 overflow<nsw, nuw> : i64
      %24 = llvm.add %23, %15 overflow<nsw, nuw> : i64
      %25 = llvm.getelementptr inbounds|nuw %arg1[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.load %25 : !llvm.ptr -> f32
      %27 = llvm.mul %7, %1 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %18 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %5 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %arg2[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.fmul %22, %26 : f32
      %33 = llvm.fadd %31, %32 : f32
      llvm.store %33, %30 : f32, !llvm.ptr
      %34 = llvm.add %15, %2 : i64
      llvm.br ^bb2(%34 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  gpu.module @main_kernel_90 [#nvvm.target<chip = "sm_90">] {
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 32>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(32 : index) : i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 32> : i32
      %3 = llvm.sext %2 : i32 to i64
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = llvm.icmp "ult" %5, %1 : i64
      %9 = llvm.icmp "ult" %7, %1 : i64
      %10 = llvm.and %8, %9 : i1
      %11 = llvm.icmp "ult" %3, %0 : i64
      %12 = llvm.and %10, %11 : i1
      llvm.cond_br %12, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %13 = llvm.mul %5, %0 overflow<nsw, nuw> : i64
      %14 = llvm.mul %7, %0 overflow<nsw, nuw> : i64
      %15 = llvm.add %13, %14 overflow<nsw, nuw> : i64
      %16 = llvm.add %15, %3 overflow<nsw, nuw> : i64
      %17 = llvm.getelementptr inbounds|nuw %arg0[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %18 = llvm.load %17 : !llvm.ptr -> f32
      %19 = llvm.getelementptr inbounds|nuw %arg1[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.load %19 : !llvm.ptr -> f32
      %21 = llvm.fadd %18, %20 : f32
      %22 = llvm.call @__nv_tanhf(%21) : (f32) -> f32
      %23 = llvm.getelementptr inbounds|nuw %arg2[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %22, %23 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200 gpu_mlir=0a04f214810b
