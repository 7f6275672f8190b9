#composite_of_7168b = #util.composite<7168xi8, [
    dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>,
]>
#executable_target_cuda_nvptx_fb = #hal.executable.target<"cuda", "cuda-nvptx-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_80", features = "+ptx76", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_MMA_SYNC_F32_16x8x16_BF16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 166912, max_workgroup_counts = [2147483647, 65535, 65535]>>}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_cuda = #hal.device.target<"cuda", [#executable_target_cuda_nvptx_fb]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_cuda
  util.global private @__constant_tensor_32x16xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_7168b
    %c7168 = arith.constant 7168 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c7168}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c7168}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c7168] : !util.buffer{%c7168} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c7168 : !stream.file -> !stream.resource<constant>{%c7168} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c7168}
    util.global.store %5, @__constant_tensor_32x16xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_2x32x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_2x32x16_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.41421354 : f32
        %cst_1 = arith.constant 1.000000e+00 : f32
        %cst_2 = arith.constant 5.000000e-01 : f32
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>> -> tensor<32x16xf32>
        %5 = tensor.empty() : tensor<2x32xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%3, %4 : tensor<2x16xf32>, tensor<32x16xf32>) outs(%6 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %8 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_3 : tensor<2x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %out: f32):
          %9 = arith.addf %in, %in_4 : f32
          %10 = arith.divf %9, %cst_0 : f32
          %11 = math.erf %10 : f32
          %12 = arith.addf %11, %cst_1 : f32
          %13 = arith.mulf %12, %cst_2 : f32
          %14 = arith.mulf %9, %13 : f32
          linalg.yield %14 : f32
        } -> tensor<2x32xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : tensor<2x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_2x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_2x32x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %cst_1 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
        %c0 = arith.constant 0 : index
        %c2048 = arith.constant 2048 : index
        %c256 = arith.constant 256 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>>
        %1 = stream.binding.subspan %arg1[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %2 = stream.binding.subspan %arg2[%c256] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>> -> tensor<2x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %5 = tensor.empty() : tensor<2x32xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%3, %4 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%6 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %8 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_1 : tensor<2x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x32xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %9 = arith.addf %in, %in_2 : f32
          %10 = arith.negf %9 : f32
          %11 = math.exp %10 : f32
          %12 = arith.addf %11, %cst_0 : f32
          %13 = arith.divf %cst_0, %12 : f32
          %14 = arith.mulf %9, %13 : f32
          linalg.yield %14 : f32
        } -> tensor<2x32xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : tensor<2x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_matmul_2x8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_matmul_2x8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
        %c256 = arith.constant 256 : index
        %c6144 = arith.constant 6144 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c256] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>>
        %1 = stream.binding.subspan %arg1[%c6144] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>> -> tensor<2x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %5 = tensor.empty() : tensor<2x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x8xf32>) -> tensor<2x8xf32>
        %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%3, %4 : tensor<2x32xf32>, tensor<8x32xf32>) outs(%6 : tensor<2x8xf32>) -> tensor<2x8xf32>
        %8 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_0 : tensor<2x8xf32>, tensor<8xf32>) outs(%5 : tensor<2x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %9 = arith.addf %in, %in_1 : f32
          linalg.yield %9 : f32
        } -> tensor<2x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x8xf32>)"}} {
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c512 = arith.constant 512 : index
    %c7168 = arith.constant 7168 : index
    %__constant_tensor_32x16xf32 = util.global.load immutable @__constant_tensor_32x16xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x16xf32> in !stream.resource<external>{%c128}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c64} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c512} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%0 as %arg1: !stream.resource<external>{%c128}, %__constant_tensor_32x16xf32 as %arg2: !stream.resource<constant>{%c7168}, %result as %arg3: !stream.resource<external>{%c64}, %result_0 as %arg4: !stream.resource<transient>{%c512}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_2x32x16_f32 {
        ro %arg1[%c0 for %c128] : !stream.resource<external>{%c128},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg4[%c0 for %c512] : !stream.resource<transient>{%c512}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_matmul_2x32x32_f32 {
        ro %arg4[%c0 for %c512] : !stream.resource<transient>{%c512},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg4[%c0 for %c512] : !stream.resource<transient>{%c512}
      }
      stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_matmul_2x8x32_f32 {
        ro %arg4[%c0 for %c512] : !stream.resource<transient>{%c512},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg3[%c0 for %c64] : !stream.resource<external>{%c64}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c512} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c64}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<2x8xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 iree_input=a6afdb45ef2b iree_abi=07a985c48513 iree_preprocessing=4c3b39f9b54c iree_global_optimization=b12cf406f53e iree_dispatch_creation=5feb684116de iree_flow=a3a7851be8fe
