#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_elementwise_broadcast_4x16_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_broadcast_4x16_i64xf32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<100x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [100, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<100x16xf32>> -> tensor<100x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>> -> tensor<4xi64>
        %2 = tensor.empty() : tensor<4x16xf32>
        %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4xi64>) outs(%2 : tensor<4x16xf32>) {
        ^bb0(%in: i64, %out: f32):
          %4 = arith.index_cast %in : i64 to index
          %5 = linalg.index 1 : index
          %extracted = tensor.extract %0[%4, %5] : tensor<100x16xf32>
          linalg.yield %extracted : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_matmul_4x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_4x8x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %2 = tensor.empty() : tensor<4x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %4 = linalg.matmul indexing_maps = [#map2, #map3, #map4] ins(%0, %1 : tensor<4x16xf32>, tensor<8x16xf32>) outs(%3 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %5 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_0 : tensor<4x8xf32>, tensor<8xf32>) outs(%2 : tensor<4x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          %7 = math.exp %6 : f32
          linalg.yield %7 : f32
        } -> tensor<4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_100x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_100_16_torch.float32> : tensor<100x16xf32>
  util.global private @__constant_tensor_8x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x4xi64>) -> (%output0: tensor<1x4x8xf32>)"}} {
    %__constant_tensor_100x16xf32 = util.global.load immutable @__constant_tensor_100x16xf32 : tensor<100x16xf32>
    %__constant_tensor_8x16xf32 = util.global.load immutable @__constant_tensor_8x16xf32 : tensor<8x16xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x4xi64>
    %1 = flow.tensor.reshape %0 : tensor<1x4xi64> -> tensor<4xi64>
    %2 = flow.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_broadcast_4x16_i64xf32(%__constant_tensor_100x16xf32, %1) : (tensor<100x16xf32>, tensor<4xi64>) -> tensor<4x16xf32>
    %3 = flow.dispatch @main_dispatch_1::@main_dispatch_1_matmul_4x8x16_f32(%2, %__constant_tensor_8x16xf32) : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
    %4 = flow.tensor.reshape %3 : tensor<4x8xf32> -> tensor<1x4x8xf32>
    %5 = hal.tensor.export %4 "output0" : tensor<1x4x8xf32> -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5 iree_input=05595767806a iree_abi=7cd716b2c08f iree_preprocessing=3f3bc7bcb88f iree_global_optimization=6e241153ece8 iree_dispatch_creation=7557c3ee1e8d
