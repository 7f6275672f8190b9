#executable_target_rocm_hsaco_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {abi = "hip", iree.encoding.resolver = #iree_gpu.gpu_encoding_resolver<>, iree_codegen.default_tuning_spec = #rocm.builtin.tuning_module<"iree_default_tuning_spec_gfx942.mlir">, iree_codegen.target_info = #iree_gpu.target<arch = "gfx942", features = "", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<MFMA_F32_16x16x16_BF16>, <MFMA_F32_32x32x8_BF16>, <MFMA_F32_16x16x32_F8E5M2FNUZ>, <MFMA_F32_16x16x32_F8E5M2FNUZ_F8E4M3FNUZ>, <MFMA_F32_16x16x32_F8E4M3FNUZ>, <MFMA_F32_16x16x32_F8E4M3FNUZ_F8E5M2FNUZ>, <MFMA_F32_32x32x16_F8E5M2FNUZ>, <MFMA_F32_32x32x16_F8E5M2FNUZ_F8E4M3FNUZ>, <MFMA_F32_32x32x16_F8E4M3FNUZ>, <MFMA_F32_32x32x16_F8E4M3FNUZ_F8E5M2FNUZ>, <MFMA_I32_16x16x32_I8>, <MFMA_I32_32x32x16_I8>, <MFMA_F64_16x16x4_F64>, <MFMA_F32_16x16x4_F32>, <MFMA_F32_16x16x16_F16>, <MFMA_F32_32x32x8_F16>, <MFMA_F32_4x4x4x16B_F16>, <MFMA_F32_16x16x4x4B_F16>, <MFMA_F32_32x32x4x2B_F16>, <MFMA_F32_4x4x4x16B_BF16>, <MFMA_F32_16x16x4x4B_BF16>, <MFMA_F32_32x32x4x2B_BF16>, <MFMA_F32_4x4x1x16B_F32>, <MFMA_F32_16x16x1x4B_F32>, <MFMA_F32_32x32x1x2B_F32>, <MFMA_F64_4x4x4x4B_F64>, <MFMA_I32_4x4x4x16B_I8>, <MFMA_I32_16x16x4x4B_I8>, <MFMA_I32_32x32x4x2B_I8>], subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647], max_load_instruction_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 16384, dma_sizes = [32], workgroup_memory_bank_count = 32>>, ukernels = "none"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_hip = #hal.device.target<"hip", [#executable_target_rocm_hsaco_fb]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_hip
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_matmul_2x32x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_2x32x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.41421354 : f32
        %cst_1 = arith.constant 1.000000e+00 : f32
        %cst_2 = arith.constant 5.000000e-01 : f32
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>> -> tensor<32x16xf32>
        %2 = tensor.empty() : tensor<2x32xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%0, %1 : tensor<2x16xf32>, tensor<32x16xf32>) outs(%3 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %5 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_3 : tensor<2x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %out: f32):
          %6 = arith.addf %in, %in_4 : f32
          %7 = arith.divf %6, %cst_0 : f32
          %8 = math.erf %7 : f32
          %9 = arith.addf %8, %cst_1 : f32
          %10 = arith.mulf %9, %cst_2 : f32
          %11 = arith.mulf %6, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<2x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : tensor<2x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_matmul_2x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_2x32x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %cst_1 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>> -> tensor<2x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %2 = tensor.empty() : tensor<2x32xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%0, %1 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %5 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_1 : tensor<2x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x32xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %6 = arith.addf %in, %in_2 : f32
          %7 = arith.negf %6 : f32
          %8 = math.exp %7 : f32
          %9 = arith.addf %8, %cst_0 : f32
          %10 = arith.divf %cst_0, %9 : f32
          %11 = arith.mulf %6, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<2x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : tensor<2x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_matmul_2x8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_matmul_2x8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>> -> tensor<2x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %2 = tensor.empty() : tensor<2x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x8xf32>) -> tensor<2x8xf32>
        %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%0, %1 : tensor<2x32xf32>, tensor<8x32xf32>) outs(%3 : tensor<2x8xf32>) -> tensor<2x8xf32>
        %5 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_0 : tensor<2x8xf32>, tensor<8xf32>) outs(%2 : tensor<2x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          linalg.yield %6 : f32
        } -> tensor<2x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_32x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>
  util.global private @__constant_tensor_32x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
  util.global private @__constant_tensor_8x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x8xf32>)"}} {
    %__constant_tensor_32x16xf32 = util.global.load immutable @__constant_tensor_32x16xf32 : tensor<32x16xf32>
    %__constant_tensor_32x32xf32 = util.global.load immutable @__constant_tensor_32x32xf32 : tensor<32x32xf32>
    %__constant_tensor_8x32xf32 = util.global.load immutable @__constant_tensor_8x32xf32 : tensor<8x32xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<2x16xf32>
    %1 = flow.dispatch @main_dispatch_0::@main_dispatch_0_matmul_2x32x16_f32(%0, %__constant_tensor_32x16xf32) : (tensor<2x16xf32>, tensor<32x16xf32>) -> tensor<2x32xf32>
    %2 = flow.dispatch @main_dispatch_1::@main_dispatch_1_matmul_2x32x32_f32(%1, %__constant_tensor_32x32xf32) : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %3 = flow.dispatch @main_dispatch_2::@main_dispatch_2_matmul_2x8x32_f32(%2, %__constant_tensor_8x32xf32) : (tensor<2x32xf32>, tensor<8x32xf32>) -> tensor<2x8xf32>
    %4 = hal.tensor.export %3 "output0" : tensor<2x8xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 iree_input=a6afdb45ef2b iree_abi=07a985c48513 iree_preprocessing=f134be0b679f iree_global_optimization=36c0833a500b iree_dispatch_creation=bec38e4e5c8c
