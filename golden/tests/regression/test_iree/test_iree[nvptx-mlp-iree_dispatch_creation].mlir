#executable_target_cuda_nvptx_fb = #hal.executable.target<"cuda", "cuda-nvptx-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_80", features = "+ptx76", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_MMA_SYNC_F32_16x8x16_BF16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 166912, max_workgroup_counts = [2147483647, 65535, 65535]>>}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_cuda = #hal.device.target<"cuda", [#executable_target_cuda_nvptx_fb]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_cuda
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x8xf32>)"}} {
    %cst = arith.constant dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>
    %cst_0 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<2x16xf32>
    %1 = flow.dispatch.workgroups(%0, %cst) : (tensor<2x16xf32>, tensor<32x16xf32>) -> tensor<2x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %cst_3 = arith.constant 1.41421354 : f32
      %cst_4 = arith.constant 1.000000e+00 : f32
      %cst_5 = arith.constant 5.000000e-01 : f32
      %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
      %5 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
      %6 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>> -> tensor<32x16xf32>
      %7 = tensor.empty() : tensor<2x32xf32>
      %8 = linalg.fill ins(%cst_2 : f32) outs(%7 : tensor<2x32xf32>) -> tensor<2x32xf32>
      %9 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%5, %6 : tensor<2x16xf32>, tensor<32x16xf32>) outs(%8 : tensor<2x32xf32>) -> tensor<2x32xf32>
      %10 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_6 : tensor<2x32xf32>, tensor<32xf32>) outs(%7 : tensor<2x32xf32>) {
      ^bb0(%in: f32, %in_7: f32, %out: f32):
        %11 = arith.addf %in, %in_7 : f32
        %12 = arith.divf %11, %cst_3 : f32
        %13 = math.erf %12 : f32
        %14 = arith.addf %13, %cst_4 : f32
        %15 = arith.mulf %14, %cst_5 : f32
        %16 = arith.mulf %11, %15 : f32
        linalg.yield %16 : f32
      } -> tensor<2x32xf32>
      iree_tensor_ext.dispatch.tensor.store %10, %arg3, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : tensor<2x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %2 = flow.dispatch.workgroups(%1, %cst_0) : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %cst_3 = arith.constant 1.000000e+00 : f32
      %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
      %5 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>> -> tensor<2x32xf32>
      %6 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %7 = tensor.empty() : tensor<2x32xf32>
      %8 = linalg.fill ins(%cst_2 : f32) outs(%7 : tensor<2x32xf32>) -> tensor<2x32xf32>
      %9 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%5, %6 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%8 : tensor<2x32xf32>) -> tensor<2x32xf32>
      %10 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_4 : tensor<2x32xf32>, tensor<32xf32>) outs(%7 : tensor<2x32xf32>) {
      ^bb0(%in: f32, %in_5: f32, %out: f32):
        %11 = arith.addf %in, %in_5 : f32
        %12 = arith.negf %11 : f32
        %13 = math.exp %12 : f32
        %14 = arith.addf %13, %cst_3 : f32
        %15 = arith.divf %cst_3, %14 : f32
        %16 = arith.mulf %11, %15 : f32
        linalg.yield %16 : f32
      } -> tensor<2x32xf32>
      iree_tensor_ext.dispatch.tensor.store %10, %arg3, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : tensor<2x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.dispatch.workgroups(%2, %cst_1) : (tensor<2x32xf32>, tensor<8x32xf32>) -> tensor<2x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
      %5 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>> -> tensor<2x32xf32>
      %6 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %7 = tensor.empty() : tensor<2x8xf32>
      %8 = linalg.fill ins(%cst_2 : f32) outs(%7 : tensor<2x8xf32>) -> tensor<2x8xf32>
      %9 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%5, %6 : tensor<2x32xf32>, tensor<8x32xf32>) outs(%8 : tensor<2x8xf32>) -> tensor<2x8xf32>
      %10 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_3 : tensor<2x8xf32>, tensor<8xf32>) outs(%7 : tensor<2x8xf32>) {
      ^bb0(%in: f32, %in_4: f32, %out: f32):
        %11 = arith.addf %in, %in_4 : f32
        linalg.yield %11 : f32
      } -> tensor<2x8xf32>
      iree_tensor_ext.dispatch.tensor.store %10, %arg3, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %4 = hal.tensor.export %3 "output0" : tensor<2x8xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 iree_input=a6afdb45ef2b iree_abi=07a985c48513 iree_preprocessing=4c3b39f9b54c iree_global_optimization=b12cf406f53e
