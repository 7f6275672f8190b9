module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_8xf32_4 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x3x3x3xf32 : memref<8x3x3x3xf32> = dense_resource<torch_tensor_8_3_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_3 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_2 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_1 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_0 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x8x3x3xf32 : memref<8x8x3x3xf32> = dense_resource<torch_tensor_8_8_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x8xf32 : memref<4x8xf32> = dense_resource<torch_tensor_4_8_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense_resource<torch_tensor_4_torch.float32> {alignment = 64 : i64}
  func.func @main(%arg0: memref<1x3x16x16xf32>) -> memref<1x4xf32> {
    %c32 = arith.constant 32 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c18 = arith.constant 18 : index
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %1 = memref.get_global @__constant_4x8xf32 : memref<4x8xf32>
    %2 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %3 = memref.get_global @__constant_8x8x3x3xf32 : memref<8x8x3x3xf32>
    %4 = memref.get_global @__constant_8xf32_0 : memref<8xf32>
    %5 = memref.get_global @__constant_8xf32_1 : memref<8xf32>
    %6 = memref.get_global @__constant_8xf32_2 : memref<8xf32>
    %7 = memref.get_global @__constant_8xf32_3 : memref<8xf32>
    %8 = memref.get_global @__constant_8x3x3x3xf32 : memref<8x3x3x3xf32>
    %9 = memref.get_global @__constant_8xf32_4 : memref<8xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x3x18x18xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c1, %c18) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x3x18x18xf32>)
    %subview = memref.subview %alloc[0, 0, 1, 1] [1, 3, 16, 16] [1, 1, 1, 1] : memref<1x3x18x18xf32> to memref<1x3x16x16xf32, strided<[972, 324, 18, 1], offset: 19>>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c16) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x3x16x16xf32>, %subview : memref<1x3x16x16xf32, strided<[972, 324, 18, 1], offset: 19>>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x8x16x16xf32>
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c16) threads in (%c32, %c8, %c1)  args(%9 : memref<8xf32>, %alloc_0 : memref<1x8x16x16xf32>)
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c1, %c16) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x3x18x18xf32>, %8 : memref<8x3x3x3xf32>, %alloc_0 : memref<1x8x16x16xf32>)
    %expand_shape = memref.expand_shape %6 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    %expand_shape_1 = memref.expand_shape %7 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    %expand_shape_2 = memref.expand_shape %5 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    %expand_shape_3 = memref.expand_shape %4 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x8x8xf32>)
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c1, %c8) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x8x16x16xf32>, %expand_shape_1 : memref<8x1x1xf32>, %expand_shape : memref<8x1x1xf32>, %expand_shape_2 : memref<8x1x1xf32>, %expand_shape_3 : memref<8x1x1xf32>, %alloc_4 : memref<1x8x8x8xf32>)
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x8x6x6xf32>
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c1, %c6) threads in (%c32, %c8, %c1)  args(%2 : memref<8xf32>, %alloc_5 : memref<1x8x6x6xf32>)
    gpu.launch_func  @main_kernel_6::@main_kernel blocks in (%c1, %c1, %c6) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x8x8x8xf32>, %3 : memref<8x8x3x3xf32>, %alloc_5 : memref<1x8x6x6xf32>)
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1x1xf32>
    gpu.launch_func  @main_kernel_7::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<1x8x1x1xf32>)
    gpu.launch_func  @main_kernel_8::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_5 : memref<1x8x6x6xf32>, %alloc_6 : memref<1x8x1x1xf32>)
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<1x4xf32>
    gpu.launch_func  @main_kernel_9::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x4xf32>)
    %expand_shape_8 = memref.expand_shape %1 [[0], [1, 2, 3]] output_shape [4, 8, 1, 1] : memref<4x8xf32> into memref<4x8x1x1xf32>
    gpu.launch_func  @main_kernel_10::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<1x8x1x1xf32>, %expand_shape_8 : memref<4x8x1x1xf32>, %alloc_7 : memref<1x4xf32>)
    gpu.launch_func  @main_kernel_11::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x4xf32>, %0 : memref<4xf32>)
    memref.dealloc %alloc : memref<1x3x18x18xf32>
    memref.dealloc %alloc_0 : memref<1x8x16x16xf32>
    memref.dealloc %alloc_4 : memref<1x8x8x8xf32>
    memref.dealloc %alloc_5 : memref<1x8x6x6xf32>
    memref.dealloc %alloc_6 : memref<1x8x1x1xf32>
    return %alloc_7 : memref<1x4xf32>
  }
  gpu.module @main_kernel {
    gpu.func @main_kernel(%arg0: memref<1x3x18x18xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 18>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c18 = arith.constant 18 : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg1 = %c0 to %c18 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c3 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c18 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg1, %c18 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg1] : memref<1x3x18x18xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_0 {
    gpu.func @main_kernel(%arg0: memref<1x3x16x16xf32>, %arg1: memref<1x3x16x16xf32, strided<[972, 324, 18, 1], offset: 19>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c3 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x3x16x16xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x3x16x16xf32, strided<[972, 324, 18, 1], offset: 19>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_1 {
    gpu.func @main_kernel(%arg0: memref<8xf32>, %arg1: memref<1x8x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_y] : memref<8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_2 {
    gpu.func @main_kernel(%arg0: memref<1x3x18x18xf32>, %arg1: memref<8x3x3x3xf32>, %arg2: memref<1x8x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 16>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c16 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c16 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %7 = arith.addi %block_id_z, %arg5 : index
                %8 = arith.addi %arg3, %arg6 : index
                %9 = memref.load %arg0[%thread_id_x, %arg4, %7, %8] : memref<1x3x18x18xf32>
                %10 = memref.load %arg1[%thread_id_y, %arg4, %arg5, %arg6] : memref<8x3x3x3xf32>
                %11 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x16x16xf32>
                %12 = arith.mulf %9, %10 : f32
                %13 = arith.addf %11, %12 : f32
                memref.store %13, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x16x16xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_3 {
    gpu.func @main_kernel(%arg0: memref<1x8x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0xFF800000 : f32
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg1, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg1] : memref<1x8x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_4 {
    gpu.func @main_kernel(%arg0: memref<1x8x16x16xf32>, %arg1: memref<8x1x1xf32>, %arg2: memref<8x1x1xf32>, %arg3: memref<8x1x1xf32>, %arg4: memref<8x1x1xf32>, %arg5: memref<1x8x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg6 = %c0 to %c8 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c8 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg6, %c8 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg7 = %c0 to %c2 step %c1 {
            scf.for %arg8 = %c0 to %c2 step %c1 {
              %7 = arith.muli %block_id_z, %c2 overflow<nsw> : index
              %8 = arith.addi %7, %arg7 : index
              %9 = arith.muli %arg6, %c2 overflow<nsw> : index
              %10 = arith.addi %9, %arg8 : index
              %11 = memref.load %arg0[%thread_id_x, %thread_id_y, %8, %10] : memref<1x8x16x16xf32>
              %12 = memref.load %arg1[%thread_id_y, %c0, %c0] : memref<8x1x1xf32>
              %13 = memref.load %arg2[%thread_id_y, %c0, %c0] : memref<8x1x1xf32>
              %14 = memref.load %arg3[%thread_id_y, %c0, %c0] : memref<8x1x1xf32>
              %15 = memref.load %arg4[%thread_id_y, %c0, %c0] : memref<8x1x1xf32>
              %16 = memref.load %arg5[%thread_id_x, %thread_id_y, %block_id_z, %arg6] : memref<1x8x8x8xf32>
              %17 = arith.truncf %cst_1 : f64 to f32
              %18 = arith.addf %13, %17 : f32
              %19 = math.sqrt %18 : f32
              %20 = arith.divf %cst_0, %19 : f32
              %21 = arith.subf %11, %12 : f32
              %22 = arith.mulf %21, %20 : f32
              %23 = arith.mulf %22, %14 : f32
              %24 = arith.addf %23, %15 : f32
              %25 = arith.cmpf ugt, %24, %cst : f32
              %26 = arith.select %25, %24, %cst : f32
              %27 = arith.maximumf %16, %26 : f32
              memref.store %27, %arg5[%thread_id_x, %thread_id_y, %block_id_z, %arg6] : memref<1x8x8x8xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_5 {
    gpu.func @main_kernel(%arg0: memref<8xf32>, %arg1: memref<1x8x6x6xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 6>} {
      %c0 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c6 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c6 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c6 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_y] : memref<8xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x8x6x6xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_6 {
    gpu.func @main_kernel(%arg0: memref<1x8x8x8xf32>, %arg1: memref<8x8x3x3xf32>, %arg2: memref<1x8x6x6xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 6>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg3 = %c0 to %c6 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c8 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c6 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg3, %c6 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %7 = arith.addi %block_id_z, %arg5 : index
                %8 = arith.addi %arg3, %arg6 : index
                %9 = memref.load %arg0[%thread_id_x, %arg4, %7, %8] : memref<1x8x8x8xf32>
                %10 = memref.load %arg1[%thread_id_y, %arg4, %arg5, %arg6] : memref<8x8x3x3xf32>
                %11 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x6x6xf32>
                %12 = arith.mulf %9, %10 : f32
                %13 = arith.addf %11, %12 : f32
                memref.store %13, %arg2[%thread_id_x, %thread_id_y, %block_id_z, %arg3] : memref<1x8x6x6xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_7 {
    gpu.func @main_kernel(%arg0: memref<1x8x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %c0, %c0] : memref<1x8x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_8 {
    gpu.func @main_kernel(%arg0: memref<1x8x6x6xf32>, %arg1: memref<1x8x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c6 = arith.constant 6 : index
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg2 = %c0 to %c6 step %c1 {
          scf.for %arg3 = %c0 to %c6 step %c1 {
            %3 = memref.load %arg0[%thread_id_x, %thread_id_y, %arg2, %arg3] : memref<1x8x6x6xf32>
            %4 = memref.load %arg1[%thread_id_x, %thread_id_y, %c0, %c0] : memref<1x8x1x1xf32>
            %5 = arith.addf %3, %4 : f32
            memref.store %5, %arg1[%thread_id_x, %thread_id_y, %c0, %c0] : memref<1x8x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_9 {
    gpu.func @main_kernel(%arg0: memref<1x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c4 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y] : memref<1x4xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_10 {
    gpu.func @main_kernel(%arg0: memref<1x8x1x1xf32>, %arg1: memref<4x8x1x1xf32>, %arg2: memref<1x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c8 = arith.constant 8 : index
      %cst = arith.constant 3.600000e+01 : f32
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c4 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x8x1x1xf32>
          %4 = memref.load %arg1[%thread_id_y, %arg3, %c0, %c0] : memref<4x8x1x1xf32>
          %5 = memref.load %arg2[%thread_id_x, %thread_id_y] : memref<1x4xf32>
          %6 = arith.divf %3, %cst : f32
          %7 = arith.mulf %6, %4 : f32
          %8 = arith.addf %5, %7 : f32
          memref.store %8, %arg2[%thread_id_x, %thread_id_y] : memref<1x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_11 {
    gpu.func @main_kernel(%arg0: memref<1x4xf32>, %arg1: memref<4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c1 : index
      %1 = arith.cmpi ult, %thread_id_y, %c4 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        %3 = memref.load %arg0[%thread_id_x, %thread_id_y] : memref<1x4xf32>
        %4 = memref.load %arg1[%thread_id_y] : memref<4xf32>
        %5 = arith.addf %3, %4 : f32
        memref.store %5, %arg0[%thread_id_x, %thread_id_y] : memref<1x4xf32>
      }
      gpu.return
    }
  }
}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5
