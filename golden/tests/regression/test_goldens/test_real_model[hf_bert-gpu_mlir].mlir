module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_1x32xi64_33 : memref<1x32xi64> = dense_resource<torch_tensor_1_32_torch.int64> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x32xi64 : memref<1x32xi64> = dense_resource<torch_tensor_1_32_torch.int64_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_32 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x32xf32 : memref<2x32xf32> = dense_resource<torch_tensor_2_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_31 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_30 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_29 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_28 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_27 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_26 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_25 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_24 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_23 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_22 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_21 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_20 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_19 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_18 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_17 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32_16 : memref<32x64xf32> = dense_resource<torch_tensor_32_64_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_15 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_14 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_13 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_12 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_11 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_10 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_9 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_8 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_7 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_13> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_6 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_5 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_14> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_4 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_3 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_16> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense_resource<torch_tensor_64_32_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense_resource<torch_tensor_32_64_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_2 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_17> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_1 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_18> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_0 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_19> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32_9> {alignment = 64 : i64}
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
    %36 = memref.get_global @__constant_32x32xf32_31 : memref<32x32xf32>
    %37 = memref.get_global @__constant_2x32xf32 : memref<2x32xf32>
    %38 = memref.get_global @__constant_64x32xf32_32 : memref<64x32xf32>
    %39 = memref.get_global @__constant_1x32xi64 : memref<1x32xi64>
    %40 = memref.get_global @__constant_1x32xi64_33 : memref<1x32xi64>
    %subview = memref.subview %40[0, 0] [1, 8] [1, 1] : memref<1x32xi64> to memref<1x8xi64, strided<[32, 1]>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x8xi64>, %subview : memref<1x8xi64, strided<[32, 1]>>, %36 : memref<32x32xf32>, %39 : memref<1x32xi64>, %37 : memref<2x32xf32>, %38 : memref<64x32xf32>, %alloc : memref<1x8x32xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf64>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_0 : memref<1x8x32xf64>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x1xf64>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x1xf64>, %alloc_2 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf64>, %alloc_2 : memref<1x8x1xf64>)
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x1xf64>, %alloc_3 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf64>, %alloc_2 : memref<1x8x1xf64>, %alloc_3 : memref<1x8x1xf64>)
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_6::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x1xf32>)
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_7::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x1xf32>, %alloc_5 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_8::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_5 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_9::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_5 : memref<1x8x1xf32>, %alloc_3 : memref<1x8x1xf64>, %35 : memref<32xf32>, %34 : memref<32xf32>)
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<1x1x8x1x8xf32>
    gpu.launch_func  @main_kernel_10::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<1x1x8x1x8xf32>)
    %collapse_shape = memref.collapse_shape %alloc_6 [[0], [1], [2, 3], [4]] : memref<1x1x8x1x8xf32> into memref<1x1x8x8xf32>
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    gpu.launch_func  @main_kernel_11::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<8x32xf32>)
    %expand_shape = memref.expand_shape %33 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %expand_shape_8 = memref.expand_shape %alloc_7 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_12::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_9 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_13::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape : memref<2x16x32xf32>, %alloc_9 : memref<1x8x2x16xf32>)
    %expand_shape_10 = memref.expand_shape %32 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    %expand_shape_11 = memref.expand_shape %31 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_14::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_12 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_15::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_11 : memref<2x16x32xf32>, %alloc_12 : memref<1x8x2x16xf32>)
    %expand_shape_13 = memref.expand_shape %30 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    %expand_shape_14 = memref.expand_shape %29 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_16::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_15 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_17::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_14 : memref<2x16x32xf32>, %alloc_15 : memref<1x8x2x16xf32>)
    %expand_shape_16 = memref.expand_shape %28 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    %alloc_17 = memref.alloc() {alignment = 64 : i64} : memref<2x8x8xf32>
    gpu.launch_func  @main_kernel_18::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_17 : memref<2x8x8xf32>)
    %expand_shape_18 = memref.expand_shape %alloc_17 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : memref<2x8x8xf32> into memref<1x2x8x8xf32>
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x8xf32>
    gpu.launch_func  @main_kernel_19::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_18 : memref<1x2x8x8xf32>, %alloc_19 : memref<1x2x8x8xf32>)
    gpu.launch_func  @main_kernel_20::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_9 : memref<1x8x2x16xf32>, %expand_shape_10 : memref<2x16xf32>, %alloc_12 : memref<1x8x2x16xf32>, %expand_shape_13 : memref<2x16xf32>, %alloc_19 : memref<1x2x8x8xf32>)
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x8xf32>
    gpu.launch_func  @main_kernel_21::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_19 : memref<1x2x8x8xf32>, %collapse_shape : memref<1x1x8x8xf32>, %alloc_20 : memref<1x2x8x8xf32>)
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8xf32>
    gpu.launch_func  @main_kernel_22::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_21 : memref<1x2x8xf32>)
    %expand_shape_22 = memref.expand_shape %alloc_20 [[0], [1], [2, 3], [4]] output_shape [1, 2, 8, 1, 8] : memref<1x2x8x8xf32> into memref<1x2x8x1x8xf32>
    %expand_shape_23 = memref.expand_shape %alloc_21 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : memref<1x2x8xf32> into memref<1x2x8x1xf32>
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x1xf32>
    gpu.launch_func  @main_kernel_23::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_23 : memref<1x2x8x1xf32>, %alloc_24 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_24::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_22 : memref<1x2x8x1x8xf32>, %alloc_24 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_25::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %alloc_24 : memref<1x2x8x1xf32>)
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x1xf32>
    gpu.launch_func  @main_kernel_26::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_25 : memref<1x2x8x1xf32>)
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x1xf32>
    gpu.launch_func  @main_kernel_27::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_25 : memref<1x2x8x1xf32>, %alloc_26 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_28::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %alloc_26 : memref<1x2x8x1xf32>)
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<2x8x16xf32>
    gpu.launch_func  @main_kernel_29::@main_kernel blocks in (%c1, %c1, %c16) threads in (%c32, %c8, %c1)  args(%alloc_27 : memref<2x8x16xf32>)
    %expand_shape_28 = memref.expand_shape %alloc_27 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : memref<2x8x16xf32> into memref<1x2x8x16xf32>
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x16xf32>
    gpu.launch_func  @main_kernel_30::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_28 : memref<1x2x8x16xf32>, %alloc_29 : memref<1x2x8x16xf32>)
    gpu.launch_func  @main_kernel_31::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %alloc_26 : memref<1x2x8x1xf32>, %alloc_15 : memref<1x8x2x16xf32>, %expand_shape_16 : memref<2x16xf32>, %alloc_29 : memref<1x2x8x16xf32>)
    %expand_shape_30 = memref.expand_shape %27 [[0], [1, 2]] output_shape [32, 2, 16] : memref<32x32xf32> into memref<32x2x16xf32>
    %expand_shape_31 = memref.expand_shape %alloc_7 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_32::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_31 : memref<1x8x32xf32>, %alloc_32 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_33::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_29 : memref<1x2x8x16xf32>, %expand_shape_30 : memref<32x2x16xf32>, %alloc_32 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_34::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_32 : memref<1x8x32xf32>, %26 : memref<32xf32>, %alloc : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_35::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_0 : memref<1x8x32xf64>)
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_36::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x1xf64>, %alloc_33 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_37::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf64>, %alloc_33 : memref<1x8x1xf64>)
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_38::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x1xf64>, %alloc_34 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_39::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf64>, %alloc_33 : memref<1x8x1xf64>, %alloc_34 : memref<1x8x1xf64>)
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_40::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x1xf32>, %alloc_35 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_41::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_35 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_42::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_35 : memref<1x8x1xf32>, %alloc_34 : memref<1x8x1xf64>, %25 : memref<32xf32>, %24 : memref<32xf32>)
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<8x64xf32>
    gpu.launch_func  @main_kernel_43::@main_kernel blocks in (%c1, %c8, %c1) threads in (%c32, %c8, %c1)  args(%alloc_36 : memref<8x64xf32>)
    %expand_shape_37 = memref.expand_shape %alloc_36 [[0, 1], [2]] output_shape [1, 8, 64] : memref<8x64xf32> into memref<1x8x64xf32>
    %alloc_38 = memref.alloc() {alignment = 64 : i64} : memref<1x8x64xf32>
    gpu.launch_func  @main_kernel_44::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%expand_shape_37 : memref<1x8x64xf32>, %alloc_38 : memref<1x8x64xf32>)
    gpu.launch_func  @main_kernel_45::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %23 : memref<64x32xf32>, %alloc_38 : memref<1x8x64xf32>)
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_46::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_31 : memref<1x8x32xf32>, %alloc_39 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_47::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_38 : memref<1x8x64xf32>, %22 : memref<64xf32>, %21 : memref<32x64xf32>, %alloc_39 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_48::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_39 : memref<1x8x32xf32>, %20 : memref<32xf32>, %alloc : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_49::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_0 : memref<1x8x32xf64>)
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_50::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x1xf64>, %alloc_40 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_51::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf64>, %alloc_40 : memref<1x8x1xf64>)
    %alloc_41 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_52::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x1xf64>, %alloc_41 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_53::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf64>, %alloc_40 : memref<1x8x1xf64>, %alloc_41 : memref<1x8x1xf64>)
    %alloc_42 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_54::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x1xf32>, %alloc_42 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_55::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_42 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_56::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_42 : memref<1x8x1xf32>, %alloc_41 : memref<1x8x1xf64>, %19 : memref<32xf32>, %18 : memref<32xf32>)
    %expand_shape_43 = memref.expand_shape %17 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_57::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_44 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_58::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_43 : memref<2x16x32xf32>, %alloc_44 : memref<1x8x2x16xf32>)
    %expand_shape_45 = memref.expand_shape %16 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    %expand_shape_46 = memref.expand_shape %15 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %alloc_47 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_59::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_47 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_60::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_46 : memref<2x16x32xf32>, %alloc_47 : memref<1x8x2x16xf32>)
    %expand_shape_48 = memref.expand_shape %14 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    %expand_shape_49 = memref.expand_shape %13 [[0, 1], [2]] output_shape [2, 16, 32] : memref<32x32xf32> into memref<2x16x32xf32>
    %alloc_50 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    gpu.launch_func  @main_kernel_61::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%expand_shape_8 : memref<1x8x2x16xf32>, %alloc_50 : memref<1x8x2x16xf32>)
    gpu.launch_func  @main_kernel_62::@main_kernel blocks in (%c1, %c1, %c2) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %expand_shape_49 : memref<2x16x32xf32>, %alloc_50 : memref<1x8x2x16xf32>)
    %expand_shape_51 = memref.expand_shape %12 [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
    gpu.launch_func  @main_kernel_63::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_44 : memref<1x8x2x16xf32>, %expand_shape_45 : memref<2x16xf32>, %alloc_47 : memref<1x8x2x16xf32>, %expand_shape_48 : memref<2x16xf32>, %expand_shape_18 : memref<1x2x8x8xf32>)
    gpu.launch_func  @main_kernel_64::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_18 : memref<1x2x8x8xf32>, %collapse_shape : memref<1x1x8x8xf32>, %alloc_20 : memref<1x2x8x8xf32>)
    gpu.launch_func  @main_kernel_65::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%expand_shape_22 : memref<1x2x8x1x8xf32>, %expand_shape_23 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_66::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %expand_shape_23 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_67::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %alloc_25 : memref<1x2x8x1xf32>)
    gpu.launch_func  @main_kernel_68::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_20 : memref<1x2x8x8xf32>, %alloc_25 : memref<1x2x8x1xf32>, %alloc_50 : memref<1x8x2x16xf32>, %expand_shape_51 : memref<2x16xf32>, %expand_shape_28 : memref<1x2x8x16xf32>)
    %expand_shape_52 = memref.expand_shape %11 [[0], [1, 2]] output_shape [32, 2, 16] : memref<32x32xf32> into memref<32x2x16xf32>
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    gpu.launch_func  @main_kernel_69::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_31 : memref<1x8x32xf32>, %alloc_53 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_70::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_28 : memref<1x2x8x16xf32>, %expand_shape_52 : memref<32x2x16xf32>, %alloc_53 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_71::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_53 : memref<1x8x32xf32>, %10 : memref<32xf32>, %alloc : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_72::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_0 : memref<1x8x32xf64>)
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_73::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x1xf64>, %alloc_54 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_74::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf64>, %alloc_54 : memref<1x8x1xf64>)
    %alloc_55 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_75::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x1xf64>, %alloc_55 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_76::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf64>, %alloc_54 : memref<1x8x1xf64>, %alloc_55 : memref<1x8x1xf64>)
    %alloc_56 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    gpu.launch_func  @main_kernel_77::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x1xf32>, %alloc_56 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_78::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_56 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_79::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_56 : memref<1x8x1xf32>, %alloc_55 : memref<1x8x1xf64>, %9 : memref<32xf32>, %8 : memref<32xf32>)
    gpu.launch_func  @main_kernel_80::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %7 : memref<64x32xf32>, %expand_shape_37 : memref<1x8x64xf32>)
    gpu.launch_func  @main_kernel_81::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_37 : memref<1x8x64xf32>, %6 : memref<64xf32>, %5 : memref<32x64xf32>, %expand_shape_31 : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_82::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%expand_shape_31 : memref<1x8x32xf32>, %4 : memref<32xf32>, %alloc : memref<1x8x32xf32>)
    gpu.launch_func  @main_kernel_83::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_0 : memref<1x8x32xf64>)
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf64>
    gpu.launch_func  @main_kernel_84::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<1x8x1xf64>, %alloc_57 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_85::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf64>, %alloc_57 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_86::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x32xf64>, %alloc_57 : memref<1x8x1xf64>, %alloc_1 : memref<1x8x1xf64>)
    gpu.launch_func  @main_kernel_87::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_4 : memref<1x8x1xf32>)
    gpu.launch_func  @main_kernel_88::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x8x32xf32>, %alloc_4 : memref<1x8x1xf32>, %alloc_1 : memref<1x8x1xf64>, %3 : memref<32xf32>, %2 : memref<32xf32>)
    %subview_58 = memref.subview %alloc[0, 0, 0] [1, 1, 32] [1, 1, 1] : memref<1x8x32xf32> to memref<1x1x32xf32, strided<[256, 32, 1]>>
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<1x1x32xf32>
    gpu.launch_func  @main_kernel_89::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_59 : memref<1x1x32xf32>)
    gpu.launch_func  @main_kernel_90::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%subview_58 : memref<1x1x32xf32, strided<[256, 32, 1]>>, %1 : memref<32x32xf32>, %alloc_59 : memref<1x1x32xf32>)
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<1x1x32xf32>
    gpu.launch_func  @main_kernel_91::@main_kernel blocks in (%c1, %c1, %c32) threads in (%c32, %c8, %c1)  args(%alloc_59 : memref<1x1x32xf32>, %0 : memref<32xf32>, %alloc_60 : memref<1x1x32xf32>)
    %collapse_shape_61 = memref.collapse_shape %alloc_60 [[0, 1], [2]] : memref<1x1x32xf32> into memref<1x32xf32>
    memref.dealloc %alloc_0 : memref<1x8x32xf64>
    memref.dealloc %alloc_1 : memref<1x8x1xf64>
    memref.dealloc %alloc_2 : memref<1x8x1xf64>
    memref.dealloc %alloc_3 : memref<1x8x1xf64>
    memref.dealloc %alloc_4 : memref<1x8x1xf32>
    memref.dealloc %alloc_5 : memref<1x8x1xf32>
    memref.dealloc %alloc_6 : memref<1x1x8x1x8xf32>
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
    return %alloc, %collapse_shape_61 : memref<1x8x32xf32>, memref<1x32xf32>
  }
  gpu.module @main_kernel {
    gpu.func @main_kernel(%arg0: memref<1x8xi64>, %arg1: memref<1x8xi64, strided<[32, 1]>>, %arg2: memref<32x32xf32>, %arg3: memref<1x32xi64>, %arg4: memref<2x32xf32>, %arg5: memref<64x32xf32>, %arg6: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y] : memref<1x8xi64>
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y] : memref<1x8xi64, strided<[32, 1]>>
        %7 = arith.index_cast %6 : i64 to index
        %8 = memref.load %arg2[%7, %block_id_z] : memref<32x32xf32>
        %9 = memref.load %arg3[%c0, %7] : memref<1x32xi64>
        %10 = arith.index_cast %9 : i64 to index
        %11 = memref.load %arg4[%10, %block_id_z] : memref<2x32xf32>
        %12 = arith.index_cast %5 : i64 to index
        %13 = memref.load %arg5[%12, %block_id_z] : memref<64x32xf32>
        %14 = arith.addf %13, %11 : f32
        %15 = arith.addf %14, %8 : f32
        memref.store %15, %arg6[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_0 {
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
  gpu.module @main_kernel_1 {
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
  gpu.module @main_kernel_2 {
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
  gpu.module @main_kernel_3 {
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
  gpu.module @main_kernel_4 {
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
  gpu.module @main_kernel_5 {
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
  gpu.module @main_kernel_6 {
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
  gpu.module @main_kernel_7 {
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
  gpu.module @main_kernel_8 {
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
  gpu.module @main_kernel_9 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>, %arg2: memref<1x8x1xf64>, %arg3: memref<32xf32>, %arg4: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 3.200000e+01 : f32
      %cst_0 = arith.constant 9.9999999999999998E-13 : f64
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
  gpu.module @main_kernel_10 {
    gpu.func @main_kernel(%arg0: memref<1x1x8x1x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant -3.40282347E+38 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c1 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg1, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = arith.index_cast %block_id_z : index to i64
          %8 = arith.cmpi sge, %7, %c0_i64 : i64
          %9 = arith.select %8, %cst_0, %cst : f32
          memref.store %9, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0, %arg1] : memref<1x1x8x1x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_11 {
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
  gpu.module @main_kernel_12 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x16xf32>, %arg1: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_13 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<2x16x32xf32>, %arg2: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<2x16x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_14 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x16xf32>, %arg1: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_15 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<2x16x32xf32>, %arg2: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<2x16x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_16 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x16xf32>, %arg1: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_17 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<2x16x32xf32>, %arg2: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<2x16x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_18 {
    gpu.func @main_kernel(%arg0: memref<2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c2 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<2x8x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_19 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_20 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x16xf32>, %arg1: memref<2x16xf32>, %arg2: memref<1x8x2x16xf32>, %arg3: memref<2x16xf32>, %arg4: memref<1x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c16 = arith.constant 16 : index
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg5 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg5, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg6 = %c0 to %c16 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %block_id_z, %thread_id_y, %arg6] : memref<1x8x2x16xf32>
            %8 = memref.load %arg1[%thread_id_y, %arg6] : memref<2x16xf32>
            %9 = memref.load %arg2[%thread_id_x, %arg5, %thread_id_y, %arg6] : memref<1x8x2x16xf32>
            %10 = memref.load %arg3[%thread_id_y, %arg6] : memref<2x16xf32>
            %11 = memref.load %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5] : memref<1x2x8x8xf32>
            %12 = arith.addf %9, %10 : f32
            %13 = arith.addf %7, %8 : f32
            %14 = arith.mulf %13, %12 : f32
            %15 = arith.addf %11, %14 : f32
            memref.store %15, %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5] : memref<1x2x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_21 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x1x8x8xf32>, %arg2: memref<1x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 2.500000e-01 : f32
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x2x8x8xf32>
          %8 = memref.load %arg1[%thread_id_x, %c0, %block_id_z, %arg3] : memref<1x1x8x8xf32>
          %9 = arith.mulf %7, %cst : f32
          %10 = arith.addf %9, %8 : f32
          memref.store %10, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x2x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_22 {
    gpu.func @main_kernel(%arg0: memref<1x2x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 0xFF800000 : f32
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c2 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x2x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_23 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x1xf32>, %arg1: memref<1x2x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c2 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_24 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x1x8xf32>, %arg1: memref<1x2x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c2 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c8 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0, %arg2] : memref<1x2x8x1x8xf32>
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
          %7 = arith.maximumf %5, %6 : f32
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_25 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x2x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x8xf32>
          %8 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
          %9 = arith.subf %7, %8 : f32
          %10 = math.exp %9 : f32
          memref.store %10, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_26 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c2 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_27 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x1xf32>, %arg1: memref<1x2x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c2 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
        memref.store %5, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_28 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x2x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c2 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c8 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x8xf32>
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
          %7 = arith.addf %5, %6 : f32
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_29 {
    gpu.func @main_kernel(%arg0: memref<2x8x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 16>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c16 = arith.constant 16 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c2 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c16 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<2x8x16xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_30 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x16xf32>, %arg1: memref<1x2x8x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x16xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_31 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x2x8x1xf32>, %arg2: memref<1x8x2x16xf32>, %arg3: memref<2x16xf32>, %arg4: memref<1x2x8x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg5 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg5, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg6 = %c0 to %c8 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg6] : memref<1x2x8x8xf32>
            %8 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
            %9 = memref.load %arg2[%thread_id_x, %arg6, %thread_id_y, %arg5] : memref<1x8x2x16xf32>
            %10 = memref.load %arg3[%thread_id_y, %arg5] : memref<2x16xf32>
            %11 = memref.load %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5] : memref<1x2x8x16xf32>
            %12 = arith.addf %9, %10 : f32
            %13 = arith.divf %7, %8 : f32
            %14 = arith.mulf %13, %12 : f32
            %15 = arith.addf %11, %14 : f32
            memref.store %15, %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5] : memref<1x2x8x16xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_32 {
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
  gpu.module @main_kernel_33 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x16xf32>, %arg1: memref<32x2x16xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
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
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %arg3, %thread_id_y, %arg4] : memref<1x2x8x16xf32>
            %6 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<32x2x16xf32>
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
  gpu.module @main_kernel_34 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        %6 = memref.load %arg1[%block_id_z] : memref<32xf32>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %8 = arith.addf %5, %6 : f32
        %9 = arith.addf %8, %7 : f32
        memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_35 {
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
  gpu.module @main_kernel_36 {
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
  gpu.module @main_kernel_37 {
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
  gpu.module @main_kernel_38 {
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
  gpu.module @main_kernel_39 {
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
  gpu.module @main_kernel_40 {
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
  gpu.module @main_kernel_41 {
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
  gpu.module @main_kernel_42 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>, %arg2: memref<1x8x1xf64>, %arg3: memref<32xf32>, %arg4: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 3.200000e+01 : f32
      %cst_0 = arith.constant 9.9999999999999998E-13 : f64
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
  gpu.module @main_kernel_43 {
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
  gpu.module @main_kernel_44 {
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
  gpu.module @main_kernel_45 {
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
  gpu.module @main_kernel_46 {
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
  gpu.module @main_kernel_47 {
    gpu.func @main_kernel(%arg0: memref<1x8x64xf32>, %arg1: memref<64xf32>, %arg2: memref<32x64xf32>, %arg3: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %cst = arith.constant 5.000000e-01 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.41421354 : f32
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
          %10 = arith.divf %9, %cst_1 : f32
          %11 = math.erf %10 : f32
          %12 = arith.addf %11, %cst_0 : f32
          %13 = arith.mulf %12, %cst : f32
          %14 = arith.mulf %9, %13 : f32
          %15 = arith.mulf %14, %7 : f32
          %16 = arith.addf %8, %15 : f32
          memref.store %16, %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_48 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        %6 = memref.load %arg1[%block_id_z] : memref<32xf32>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %8 = arith.addf %5, %6 : f32
        %9 = arith.addf %8, %7 : f32
        memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_49 {
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
  gpu.module @main_kernel_50 {
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
  gpu.module @main_kernel_51 {
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
  gpu.module @main_kernel_52 {
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
  gpu.module @main_kernel_53 {
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
  gpu.module @main_kernel_54 {
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
  gpu.module @main_kernel_55 {
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
  gpu.module @main_kernel_56 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>, %arg2: memref<1x8x1xf64>, %arg3: memref<32xf32>, %arg4: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 3.200000e+01 : f32
      %cst_0 = arith.constant 9.9999999999999998E-13 : f64
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
  gpu.module @main_kernel_57 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x16xf32>, %arg1: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_58 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<2x16x32xf32>, %arg2: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<2x16x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_59 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x16xf32>, %arg1: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_60 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<2x16x32xf32>, %arg2: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<2x16x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_61 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x16xf32>, %arg1: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x2x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_62 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<2x16x32xf32>, %arg2: memref<1x8x2x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 2>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c2 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg4] : memref<1x8x32xf32>
            %8 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<2x16x32xf32>
            %9 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
            %10 = arith.mulf %7, %8 : f32
            %11 = arith.addf %9, %10 : f32
            memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x2x16xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_63 {
    gpu.func @main_kernel(%arg0: memref<1x8x2x16xf32>, %arg1: memref<2x16xf32>, %arg2: memref<1x8x2x16xf32>, %arg3: memref<2x16xf32>, %arg4: memref<1x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c16 = arith.constant 16 : index
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg5 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg5, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg6 = %c0 to %c16 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %block_id_z, %thread_id_y, %arg6] : memref<1x8x2x16xf32>
            %8 = memref.load %arg1[%thread_id_y, %arg6] : memref<2x16xf32>
            %9 = memref.load %arg2[%thread_id_x, %arg5, %thread_id_y, %arg6] : memref<1x8x2x16xf32>
            %10 = memref.load %arg3[%thread_id_y, %arg6] : memref<2x16xf32>
            %11 = memref.load %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5] : memref<1x2x8x8xf32>
            %12 = arith.addf %9, %10 : f32
            %13 = arith.addf %7, %8 : f32
            %14 = arith.mulf %13, %12 : f32
            %15 = arith.addf %11, %14 : f32
            memref.store %15, %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5] : memref<1x2x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_64 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x1x8x8xf32>, %arg2: memref<1x2x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 2.500000e-01 : f32
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x2x8x8xf32>
          %8 = memref.load %arg1[%thread_id_x, %c0, %block_id_z, %arg3] : memref<1x1x8x8xf32>
          %9 = arith.mulf %7, %cst : f32
          %10 = arith.addf %9, %8 : f32
          memref.store %10, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x2x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_65 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x1x8xf32>, %arg1: memref<1x2x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c2 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c8 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %c0, %arg2] : memref<1x2x8x1x8xf32>
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
          %7 = arith.maximumf %5, %6 : f32
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_66 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x2x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x8xf32>
          %8 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
          %9 = arith.subf %7, %8 : f32
          %10 = math.exp %9 : f32
          memref.store %10, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_67 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x2x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c2 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg2 = %c0 to %c8 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x2x8x8xf32>
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
          %7 = arith.addf %5, %6 : f32
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_68 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x8xf32>, %arg1: memref<1x2x8x1xf32>, %arg2: memref<1x8x2x16xf32>, %arg3: memref<2x16xf32>, %arg4: memref<1x2x8x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg5 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c2 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg5, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg6 = %c0 to %c8 step %c1 {
            %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg6] : memref<1x2x8x8xf32>
            %8 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z, %c0] : memref<1x2x8x1xf32>
            %9 = memref.load %arg2[%thread_id_x, %arg6, %thread_id_y, %arg5] : memref<1x8x2x16xf32>
            %10 = memref.load %arg3[%thread_id_y, %arg5] : memref<2x16xf32>
            %11 = memref.load %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5] : memref<1x2x8x16xf32>
            %12 = arith.addf %9, %10 : f32
            %13 = arith.divf %7, %8 : f32
            %14 = arith.mulf %13, %12 : f32
            %15 = arith.addf %11, %14 : f32
            memref.store %15, %arg4[%thread_id_x, %thread_id_y, %block_id_z, %arg5] : memref<1x2x8x16xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_69 {
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
  gpu.module @main_kernel_70 {
    gpu.func @main_kernel(%arg0: memref<1x2x8x16xf32>, %arg1: memref<32x2x16xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
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
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %arg3, %thread_id_y, %arg4] : memref<1x2x8x16xf32>
            %6 = memref.load %arg1[%block_id_z, %arg3, %arg4] : memref<32x2x16xf32>
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
  gpu.module @main_kernel_71 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        %6 = memref.load %arg1[%block_id_z] : memref<32xf32>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %8 = arith.addf %5, %6 : f32
        %9 = arith.addf %8, %7 : f32
        memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_72 {
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
  gpu.module @main_kernel_73 {
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
  gpu.module @main_kernel_74 {
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
  gpu.module @main_kernel_75 {
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
  gpu.module @main_kernel_76 {
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
  gpu.module @main_kernel_77 {
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
  gpu.module @main_kernel_78 {
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
  gpu.module @main_kernel_79 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>, %arg2: memref<1x8x1xf64>, %arg3: memref<32xf32>, %arg4: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 3.200000e+01 : f32
      %cst_0 = arith.constant 9.9999999999999998E-13 : f64
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
  gpu.module @main_kernel_80 {
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
  gpu.module @main_kernel_81 {
    gpu.func @main_kernel(%arg0: memref<1x8x64xf32>, %arg1: memref<64xf32>, %arg2: memref<32x64xf32>, %arg3: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %cst = arith.constant 5.000000e-01 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.41421354 : f32
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
          %10 = arith.divf %9, %cst_1 : f32
          %11 = math.erf %10 : f32
          %12 = arith.addf %11, %cst_0 : f32
          %13 = arith.mulf %12, %cst : f32
          %14 = arith.mulf %9, %13 : f32
          %15 = arith.mulf %14, %7 : f32
          %16 = arith.addf %8, %15 : f32
          memref.store %16, %arg3[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_82 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        %6 = memref.load %arg1[%block_id_z] : memref<32xf32>
        %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %8 = arith.addf %5, %6 : f32
        %9 = arith.addf %8, %7 : f32
        memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_83 {
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
  gpu.module @main_kernel_84 {
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
  gpu.module @main_kernel_85 {
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
  gpu.module @main_kernel_86 {
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
  gpu.module @main_kernel_87 {
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
  gpu.module @main_kernel_88 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>, %arg2: memref<1x8x1xf64>, %arg3: memref<32xf32>, %arg4: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 3.200000e+01 : f32
      %cst_0 = arith.constant 9.9999999999999998E-13 : f64
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
  gpu.module @main_kernel_89 {
    gpu.func @main_kernel(%arg0: memref<1x1x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c1 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x1x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_90 {
    gpu.func @main_kernel(%arg0: memref<1x1x32xf32, strided<[256, 32, 1]>>, %arg1: memref<32x32xf32>, %arg2: memref<1x1x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c1 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg3] : memref<1x1x32xf32, strided<[256, 32, 1]>>
          %6 = memref.load %arg1[%block_id_z, %arg3] : memref<32x32xf32>
          %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x1x32xf32>
          %8 = arith.mulf %5, %6 : f32
          %9 = arith.addf %7, %8 : f32
          memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x1x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_91 {
    gpu.func @main_kernel(%arg0: memref<1x1x32xf32>, %arg1: memref<32xf32>, %arg2: memref<1x1x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
      %c32 = arith.constant 32 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c1 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x1x32xf32>
        %6 = memref.load %arg1[%block_id_z] : memref<32xf32>
        %7 = arith.addf %5, %6 : f32
        %8 = math.tanh %7 : f32
        memref.store %8, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x1x32xf32>
      }
      gpu.return
    }
  }
}
// irlower-stages: fx_graph=709d2e73740e torch_mlir=32a083bb9f5f linalg_on_tensors_mlir=6586c97b6041
