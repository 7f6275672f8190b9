module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_32x16xf32 : memref<32x16xf32> = dense_resource<torch_tensor_32_16_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_0 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense_resource<torch_tensor_32_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense_resource<torch_tensor_32_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x32xf32 : memref<8x32xf32> = dense_resource<torch_tensor_8_32_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32> {alignment = 64 : i64}
  func.func @main(%arg0: memref<2x16xf32>) -> memref<2x8xf32> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %1 = memref.get_global @__constant_8x32xf32 : memref<8x32xf32>
    %2 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %3 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %4 = memref.get_global @__constant_32xf32_0 : memref<32xf32>
    %5 = memref.get_global @__constant_32x16xf32 : memref<32x16xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x32xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<2x32xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x32xf32>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<2x32xf32>, %alloc_0 : memref<2x32xf32>)
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%arg0 : memref<2x16xf32>, %5 : memref<32x16xf32>, %alloc_0 : memref<2x32xf32>)
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<2x32xf32>, %4 : memref<32xf32>, %3 : memref<32x32xf32>, %alloc : memref<2x32xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x8xf32>
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<2x8xf32>)
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc : memref<2x32xf32>, %2 : memref<32xf32>, %1 : memref<8x32xf32>, %alloc_1 : memref<2x8xf32>)
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1)  args(%alloc_1 : memref<2x8xf32>, %0 : memref<8xf32>)
    memref.dealloc %alloc : memref<2x32xf32>
    memref.dealloc %alloc_0 : memref<2x32xf32>
    return %alloc_1 : memref<2x8xf32>
  }
  gpu.module @main_kernel {
    gpu.func @main_kernel(%arg0: memref<2x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c2 : index
      %3 = arith.cmpi ult, %1, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1] : memref<2x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_0 {
    gpu.func @main_kernel(%arg0: memref<2x32xf32>, %arg1: memref<2x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>} {
      %c32 = arith.constant 32 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c2 : index
      %3 = arith.cmpi ult, %1, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %1] : memref<2x32xf32>
        memref.store %5, %arg1[%thread_id_x, %1] : memref<2x32xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_1 {
    gpu.func @main_kernel(%arg0: memref<2x16xf32>, %arg1: memref<32x16xf32>, %arg2: memref<2x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>} {
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c2 : index
      %3 = arith.cmpi ult, %1, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3] : memref<2x16xf32>
          %6 = memref.load %arg1[%1, %arg3] : memref<32x16xf32>
          %7 = memref.load %arg2[%thread_id_x, %1] : memref<2x32xf32>
          %8 = arith.mulf %5, %6 : f32
          %9 = arith.addf %7, %8 : f32
          memref.store %9, %arg2[%thread_id_x, %1] : memref<2x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_2 {
    gpu.func @main_kernel(%arg0: memref<2x32xf32>, %arg1: memref<32xf32>, %arg2: memref<32x32xf32>, %arg3: memref<2x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 4, 1>} {
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %cst = arith.constant 5.000000e-01 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.41421354 : f32
      %c32 = arith.constant 32 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c2 : index
      %3 = arith.cmpi ult, %1, %c32 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg4 = %c0 to %c32 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg4] : memref<2x32xf32>
          %6 = memref.load %arg1[%arg4] : memref<32xf32>
          %7 = memref.load %arg2[%1, %arg4] : memref<32x32xf32>
          %8 = memref.load %arg3[%thread_id_x, %1] : memref<2x32xf32>
          %9 = arith.addf %5, %6 : f32
          %10 = arith.divf %9, %cst_1 : f32
          %11 = math.erf %10 : f32
          %12 = arith.addf %11, %cst_0 : f32
          %13 = arith.mulf %12, %cst : f32
          %14 = arith.mulf %9, %13 : f32
          %15 = arith.mulf %14, %7 : f32
          %16 = arith.addf %8, %15 : f32
          memref.store %16, %arg3[%thread_id_x, %1] : memref<2x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_3 {
    gpu.func @main_kernel(%arg0: memref<2x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c2 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        memref.store %cst, %arg0[%thread_id_x, %thread_id_y] : memref<2x8xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_4 {
    gpu.func @main_kernel(%arg0: memref<2x32xf32>, %arg1: memref<32xf32>, %arg2: memref<8x32xf32>, %arg3: memref<2x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %cst = arith.constant 1.000000e+00 : f32
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c2 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        scf.for %arg4 = %c0 to %c32 step %c1 {
          %3 = memref.load %arg0[%thread_id_x, %arg4] : memref<2x32xf32>
          %4 = memref.load %arg1[%arg4] : memref<32xf32>
          %5 = memref.load %arg2[%thread_id_y, %arg4] : memref<8x32xf32>
          %6 = memref.load %arg3[%thread_id_x, %thread_id_y] : memref<2x8xf32>
          %7 = arith.addf %3, %4 : f32
          %8 = arith.negf %7 : f32
          %9 = math.exp %8 : f32
          %10 = arith.addf %9, %cst : f32
          %11 = arith.divf %cst, %10 : f32
          %12 = arith.mulf %7, %11 : f32
          %13 = arith.mulf %12, %5 : f32
          %14 = arith.addf %6, %13 : f32
          memref.store %14, %arg3[%thread_id_x, %thread_id_y] : memref<2x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_5 {
    gpu.func @main_kernel(%arg0: memref<2x8xf32>, %arg1: memref<8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.cmpi ult, %thread_id_x, %c2 : index
      %1 = arith.cmpi ult, %thread_id_y, %c8 : index
      %2 = arith.andi %0, %1 : i1
      scf.if %2 {
        %3 = memref.load %arg0[%thread_id_x, %thread_id_y] : memref<2x8xf32>
        %4 = memref.load %arg1[%thread_id_y] : memref<8xf32>
        %5 = arith.addf %3, %4 : f32
        memref.store %5, %arg0[%thread_id_x, %thread_id_y] : memref<2x8xf32>
      }
      gpu.return
    }
  }
}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717
