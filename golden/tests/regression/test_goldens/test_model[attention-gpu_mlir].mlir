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
  gpu.module @main_kernel {
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
  gpu.module @main_kernel_0 {
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
  gpu.module @main_kernel_1 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg3] : memref<1x8x32xf32>
          %6 = memref.load %arg1[%block_id_z, %arg3] : memref<32x32xf32>
          %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
          %8 = arith.mulf %5, %6 : f32
          %9 = arith.addf %7, %8 : f32
          memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_2 {
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
  gpu.module @main_kernel_3 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg3] : memref<1x8x32xf32>
          %6 = memref.load %arg1[%block_id_z, %arg3] : memref<32x32xf32>
          %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
          %8 = arith.mulf %5, %6 : f32
          %9 = arith.addf %7, %8 : f32
          memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_4 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg3] : memref<1x8x32xf32>
          %6 = memref.load %arg1[%block_id_z, %arg3] : memref<32x32xf32>
          %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
          %8 = arith.mulf %5, %6 : f32
          %9 = arith.addf %7, %8 : f32
          memref.store %9, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_5 {
    gpu.func @main_kernel(%arg0: memref<1x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_6 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<32xf32>, %arg2: memref<1x8x32xf32>, %arg3: memref<32xf32>, %arg4: memref<1x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg5 = %c0 to %c32 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg5] : memref<1x8x32xf32>
          %6 = memref.load %arg1[%arg5] : memref<32xf32>
          %7 = memref.load %arg2[%thread_id_x, %block_id_z, %arg5] : memref<1x8x32xf32>
          %8 = memref.load %arg3[%arg5] : memref<32xf32>
          %9 = memref.load %arg4[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x8xf32>
          %10 = arith.addf %7, %8 : f32
          %11 = arith.addf %5, %6 : f32
          %12 = arith.mulf %11, %10 : f32
          %13 = arith.addf %9, %12 : f32
          memref.store %13, %arg4[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_7 {
    gpu.func @main_kernel(%arg0: memref<1x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 0.17677669529663689 : f64
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x8xf32>
        %6 = arith.truncf %cst : f64 to f32
        %7 = arith.mulf %5, %6 : f32
        memref.store %7, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_8 {
    gpu.func @main_kernel(%arg0: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0xFF800000 : f32
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
  gpu.module @main_kernel_9 {
    gpu.func @main_kernel(%arg0: memref<1x8x1x8xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg2 = %c0 to %c8 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %c0, %arg2] : memref<1x8x1x8xf32>
          %4 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
          %5 = arith.maximumf %3, %4 : f32
          memref.store %5, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_10 {
    gpu.func @main_kernel(%arg0: memref<1x8x8xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      %3 = arith.cmpi ult, %block_id_z, %c8 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x8xf32>
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        %7 = arith.subf %5, %6 : f32
        %8 = math.exp %7 : f32
        memref.store %8, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_11 {
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
  gpu.module @main_kernel_12 {
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
  gpu.module @main_kernel_13 {
    gpu.func @main_kernel(%arg0: memref<1x8x8xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg2 = %c0 to %c8 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg2] : memref<1x8x8xf32>
          %4 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
          %5 = arith.addf %3, %4 : f32
          memref.store %5, %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_14 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_15 {
    gpu.func @main_kernel(%arg0: memref<1x8x8xf32>, %arg1: memref<1x8x1xf32>, %arg2: memref<1x8x32xf32>, %arg3: memref<32xf32>, %arg4: memref<1x8x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        scf.for %arg5 = %c0 to %c8 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg5] : memref<1x8x8xf32>
          %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %arg5, %block_id_z] : memref<1x8x32xf32>
          %8 = memref.load %arg3[%block_id_z] : memref<32xf32>
          %9 = memref.load %arg4[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
          %10 = arith.addf %7, %8 : f32
          %11 = arith.divf %5, %6 : f32
          %12 = arith.mulf %11, %10 : f32
          %13 = arith.addf %9, %12 : f32
          memref.store %13, %arg4[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_16 {
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
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %7 = arith.addf %5, %6 : f32
        memref.store %7, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
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
  gpu.module @main_kernel_22 {
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
  gpu.module @main_kernel_23 {
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
  gpu.module @main_kernel_24 {
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
  gpu.module @main_kernel_25 {
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
  gpu.module @main_kernel_26 {
    gpu.func @main_kernel(%arg0: memref<1x8x32xf32>, %arg1: memref<1x8x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 32>} {
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
        %6 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0] : memref<1x8x1xf32>
        %7 = arith.divf %6, %cst_0 : f32
        %8 = arith.truncf %cst : f64 to f32
        %9 = arith.addf %7, %8 : f32
        %10 = math.rsqrt %9 : f32
        %11 = arith.mulf %5, %10 : f32
        %12 = math.tanh %11 : f32
        memref.store %12, %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x8x32xf32>
      }
      gpu.return
    }
  }
}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171
