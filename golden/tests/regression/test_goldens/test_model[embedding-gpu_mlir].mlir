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
  gpu.module @main_kernel {
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
  gpu.module @main_kernel_0 {
    gpu.func @main_kernel(%arg0: memref<1x4xi64>, %arg1: memref<8x16xf32>, %arg2: memref<1x4x8xf32>, %arg3: memref<100x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
      %c16 = arith.constant 16 : index
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
        scf.for %arg4 = %c0 to %c16 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %thread_id_y] : memref<1x4xi64>
          %6 = memref.load %arg1[%block_id_z, %arg4] : memref<8x16xf32>
          %7 = memref.load %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x4x8xf32>
          %8 = arith.index_cast %5 : i64 to index
          %9 = memref.load %arg3[%8, %arg4] : memref<100x16xf32>
          %10 = arith.mulf %9, %6 : f32
          %11 = arith.addf %7, %10 : f32
          memref.store %11, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x4x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_1 {
    gpu.func @main_kernel(%arg0: memref<1x4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<1x4x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 8>} {
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
        %5 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x4x8xf32>
        %6 = memref.load %arg1[%block_id_z] : memref<8xf32>
        %7 = arith.addf %5, %6 : f32
        %8 = math.exp %7 : f32
        memref.store %8, %arg2[%thread_id_x, %thread_id_y, %block_id_z] : memref<1x4x8xf32>
      }
      gpu.return
    }
  }
}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5
