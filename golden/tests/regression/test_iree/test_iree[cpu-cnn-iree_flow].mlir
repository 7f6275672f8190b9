#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1 + d4, d2 + d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d2 * 2 + d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> (d0)>
#map10 = affine_map<(d0) -> (d0)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map12 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map13 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_8xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<0.999994993> : tensor<8xf32>
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x16x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x18x18xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [3, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x16x16xf32>> -> tensor<3x16x16xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 1, 1], sizes = [3, 16, 16], strides = [1, 1, 1] : tensor<3x16x16xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x18x18xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_conv_8x16x16x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_conv_8x16x16x3x3x3_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x18x18xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x3x3xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
        %cst_1 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
        %cst_2 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [3, 18, 18], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x18x18xf32>> -> tensor<3x18x18xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 3, 3, 3], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x3x3xf32>> -> tensor<8x3x3x3xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %3 = tensor.empty() : tensor<8x16x16xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%0, %1 : tensor<3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%4 : tensor<8x16x16xf32>) {
        ^bb0(%in: f32, %in_4: f32, %out: f32):
          %7 = arith.mulf %in, %in_4 : f32
          %8 = arith.addf %out, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<8x16x16xf32>
        %6 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map4, #map4, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst_0, %cst_1, %2, %cst_2, %cst_3 : tensor<8x16x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8x16x16xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %in_7: f32, %in_8: f32, %out: f32):
          %7 = arith.addf %in, %in_4 : f32
          %8 = arith.subf %7, %in_5 : f32
          %9 = arith.mulf %8, %in_6 : f32
          %10 = arith.mulf %9, %in_7 : f32
          %11 = arith.addf %10, %in_8 : f32
          %12 = arith.cmpf ugt, %11, %cst : f32
          %13 = arith.select %12, %11, %cst : f32
          linalg.yield %13 : f32
        } -> tensor<8x16x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0, 0], sizes = [8, 16, 16], strides = [1, 1, 1] : tensor<8x16x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16x16xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_conv_8x8x8x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_conv_8x8x8x2x2_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8x8xf32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [8, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16x16xf32>> -> tensor<8x16x16xf32>
        %1 = tensor.empty() : tensor<8x8x8xf32>
        %2 = tensor.empty() : tensor<2x2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
        %4 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%0, %2 : tensor<8x16x16xf32>, tensor<2x2xf32>) outs(%3 : tensor<8x8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.maximumf %out, %in : f32
          linalg.yield %5 : f32
        } -> tensor<8x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg1, offsets = [0, 0, 0], sizes = [8, 8, 8], strides = [1, 1, 1] : tensor<8x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3 {
    flow.executable.export public @main_dispatch_3_conv_8x6x6x8x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_conv_8x6x6x8x3x3_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x3x3xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x6x6xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [8, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x8xf32>> -> tensor<8x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 8, 3, 3], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x3x3xf32>> -> tensor<8x8x3x3xf32>
        %2 = tensor.empty() : tensor<8x6x6xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x6x6xf32>) -> tensor<8x6x6xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%0, %1 : tensor<8x8x8xf32>, tensor<8x8x3x3xf32>) outs(%3 : tensor<8x6x6xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.mulf %in, %in_0 : f32
          %6 = arith.addf %out, %5 : f32
          linalg.yield %6 : f32
        } -> tensor<8x6x6xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [8, 6, 6], strides = [1, 1, 1] : tensor<8x6x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x6x6xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_4 {
    flow.executable.export public @main_dispatch_4_reduction_8x36_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_reduction_8x36_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x36xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) {
        %cst = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %cst_1 = arith.constant 3.600000e+01 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 36], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x36xf32>> -> tensor<8x36xf32>
        %1 = tensor.empty() : tensor<8xf32>
        %2 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
        %3 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "reduction"]} ins(%0, %cst : tensor<8x36xf32>, tensor<8xf32>) outs(%2 : tensor<8xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %5 = arith.addf %in, %in_2 : f32
          %6 = arith.addf %5, %out : f32
          linalg.yield %6 : f32
        } -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%1 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.divf %in, %cst_1 : f32
          linalg.yield %5 : f32
        } -> tensor<8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg1, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_5 {
    flow.executable.export public @main_dispatch_5_matmul_1x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_matmul_1x4x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4xf32>>) {
        %cst = arith.constant dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8xf32>> -> tensor<1x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [1, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>> -> tensor<1x4xf32>
        %2 = tensor.empty() : tensor<1x4xf32>
        %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<1x4xf32>) -> tensor<1x4xf32>
        %4 = linalg.matmul indexing_maps = [#map11, #map12, #map13] ins(%0, %cst : tensor<1x8xf32>, tensor<4x8xf32>) outs(%3 : tensor<1x4xf32>) -> tensor<1x4xf32>
        %5 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%4, %1 : tensor<1x4xf32>, tensor<1x4xf32>) outs(%2 : tensor<1x4xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          linalg.yield %6 : f32
        } -> tensor<1x4xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [1, 4], strides = [1, 1] : tensor<1x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_8x3x3x3xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
  util.global private @__constant_tensor_8x8x3x3xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>
  util.global private @__constant_tensor_4xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x3x16x16xf32>) -> (%output0: tensor<1x4xf32>)"}} {
    %cst = arith.constant 0.000000e+00 : f32
    %__constant_tensor_8x3x3x3xf32 = util.global.load immutable @__constant_tensor_8x3x3x3xf32 : tensor<8x3x3x3xf32>
    %__constant_tensor_8x8x3x3xf32 = util.global.load immutable @__constant_tensor_8x8x3x3xf32 : tensor<8x8x3x3xf32>
    %__constant_tensor_4xf32 = util.global.load immutable @__constant_tensor_4xf32 : tensor<4xf32>
    %__hoisted_tensor_8xf32_0 = util.global.load immutable @__hoisted_tensor_8xf32_0 : tensor<8xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x3x16x16xf32>
    %1 = flow.tensor.reshape %0 : tensor<1x3x16x16xf32> -> tensor<3x16x16xf32>
    %2 = flow.tensor.splat %cst : tensor<3x18x18xf32>
    %3 = flow.dispatch @main_dispatch_0::@main_dispatch_0_slow_memcpy(%1, %2) : (tensor<3x16x16xf32>, tensor<3x18x18xf32>) -> %2
    %4 = flow.dispatch @main_dispatch_1::@main_dispatch_1_conv_8x16x16x3x3x3_f32(%3, %__constant_tensor_8x3x3x3xf32, %__hoisted_tensor_8xf32_0) : (tensor<3x18x18xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>) -> tensor<8x16x16xf32>
    %5 = flow.dispatch @main_dispatch_2::@main_dispatch_2_conv_8x8x8x2x2_f32(%4) : (tensor<8x16x16xf32>) -> tensor<8x8x8xf32>
    %6 = flow.dispatch @main_dispatch_3::@main_dispatch_3_conv_8x6x6x8x3x3_f32(%5, %__constant_tensor_8x8x3x3xf32) : (tensor<8x8x8xf32>, tensor<8x8x3x3xf32>) -> tensor<8x6x6xf32>
    %7 = flow.tensor.reshape %6 : tensor<8x6x6xf32> -> tensor<8x36xf32>
    %8 = flow.dispatch @main_dispatch_4::@main_dispatch_4_reduction_8x36_f32(%7) : (tensor<8x36xf32>) -> tensor<8xf32>
    %9 = flow.tensor.reshape %8 : tensor<8xf32> -> tensor<1x8xf32>
    %10 = flow.tensor.reshape %__constant_tensor_4xf32 : tensor<4xf32> -> tensor<1x4xf32>
    %11 = flow.dispatch @main_dispatch_5::@main_dispatch_5_matmul_1x4x8_f32(%9, %10) : (tensor<1x8xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %12 = hal.tensor.export %11 "output0" : tensor<1x4xf32> -> !hal.buffer_view
    util.return %12 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 iree_input=d0eed248788c iree_abi=01214e8d79ed iree_preprocessing=acb46723b4f8 iree_global_optimization=e36e379d3768 iree_dispatch_creation=4e3812f669e7
