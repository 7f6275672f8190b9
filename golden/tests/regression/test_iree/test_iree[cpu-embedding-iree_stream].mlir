#composite_of_6912b = #util.composite<6912xi8, [
    dense_resource<torch_tensor_100_16_torch.float32> : tensor<100x16xf32>,
    dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>,
]>
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
  util.global private @__constant_tensor_100x16xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_6912b
    %c6912 = arith.constant 6912 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c6912}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c6912}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c6912] : !util.buffer{%c6912} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c6912 : !stream.file -> !stream.resource<constant>{%c6912} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c6912}
    util.global.store %5, @__constant_tensor_100x16xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_broadcast_4x16_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_broadcast_4x16_i64xf32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<100x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [100, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<100x16xf32>> -> tensor<100x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>> -> tensor<4xi64>
        %5 = tensor.empty() : tensor<4x16xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4xi64>) outs(%5 : tensor<4x16xf32>) {
        ^bb0(%in: i64, %out: f32):
          %7 = arith.index_cast %in : i64 to index
          %8 = linalg.index 1 : index
          %extracted = tensor.extract %3[%7, %8] : tensor<100x16xf32>
          linalg.yield %extracted : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_4x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_4x8x16_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
        %c0 = arith.constant 0 : index
        %c6400 = arith.constant 6400 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c6400] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %5 = tensor.empty() : tensor<4x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %7 = linalg.matmul indexing_maps = [#map2, #map3, #map4] ins(%3, %4 : tensor<4x16xf32>, tensor<8x16xf32>) outs(%6 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %8 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_0 : tensor<4x8xf32>, tensor<8xf32>) outs(%5 : tensor<4x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %9 = arith.addf %in, %in_1 : f32
          %10 = math.exp %9 : f32
          linalg.yield %10 : f32
        } -> tensor<4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x4xi64>) -> (%output0: tensor<1x4x8xf32>)"}} {
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c32 = arith.constant 32 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c6912 = arith.constant 6912 : index
    %__constant_tensor_100x16xf32 = util.global.load immutable @__constant_tensor_100x16xf32 : !stream.resource<constant>
    %element_type_i64 = hal.element_type<i64> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c4]) type(%element_type_i64) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x4xi64> in !stream.resource<external>{%c32}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c128} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c256} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%__constant_tensor_100x16xf32 as %arg1: !stream.resource<constant>{%c6912}, %0 as %arg2: !stream.resource<external>{%c32}, %result as %arg3: !stream.resource<external>{%c128}, %result_0 as %arg4: !stream.resource<transient>{%c256}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_broadcast_4x16_i64xf32 {
        ro %arg1[%c0 for %c6912] : !stream.resource<constant>{%c6912},
        ro %arg2[%c0 for %c32] : !stream.resource<external>{%c32},
        wo %arg4[%c0 for %c256] : !stream.resource<transient>{%c256}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_matmul_4x8x16_f32 {
        ro %arg4[%c0 for %c256] : !stream.resource<transient>{%c256},
        ro %arg1[%c0 for %c6912] : !stream.resource<constant>{%c6912},
        wo %arg3[%c0 for %c128] : !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c256} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c128}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<1x4x8xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5 iree_input=05595767806a iree_abi=7cd716b2c08f iree_preprocessing=3f3bc7bcb88f iree_global_optimization=6e241153ece8 iree_dispatch_creation=7557c3ee1e8d iree_flow=6e3262cefae3
