#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %cst = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_0 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x32xf32>
    %1 = flow.tensor.reshape %0 : tensor<1x8x32xf32> -> tensor<8x32xf32>
    %2 = flow.dispatch.workgroups(%1, %cst) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %cst_3 = arith.constant 0.420448184 : f32
      %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
      %20 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %21 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %22 = tensor.empty() : tensor<8x32xf32>
      %23 = linalg.fill ins(%cst_2 : f32) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %24 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%20, %21 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%23 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %25 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_4 : tensor<8x32xf32>, tensor<32xf32>) outs(%22 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_5: f32, %out: f32):
        %26 = arith.addf %in, %in_5 : f32
        %27 = arith.mulf %26, %cst_3 : f32
        linalg.yield %27 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %25, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.dispatch.workgroups(%1, %cst_0) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<32x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %cst_3 = arith.constant 0.420448184 : f32
      %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
      %20 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %21 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %22 = tensor.empty() : tensor<32x8xf32>
      %23 = tensor.empty() : tensor<8x32xf32>
      %24 = linalg.fill ins(%cst_2 : f32) outs(%23 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %25 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%20, %21 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %26 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_4 : tensor<8x32xf32>, tensor<32xf32>) outs(%22 : tensor<32x8xf32>) {
      ^bb0(%in: f32, %in_5: f32, %out: f32):
        %27 = arith.addf %in, %in_5 : f32
        %28 = arith.mulf %27, %cst_3 : f32
        linalg.yield %28 : f32
      } -> tensor<32x8xf32>
      iree_tensor_ext.dispatch.tensor.store %26, %arg3, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : tensor<32x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %4 = flow.dispatch.workgroups(%1, %cst_1) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
      %20 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %21 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %22 = tensor.empty() : tensor<8x32xf32>
      %23 = linalg.fill ins(%cst_2 : f32) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %24 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%20, %21 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%23 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %25 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_3 : tensor<8x32xf32>, tensor<32xf32>) outs(%22 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_4: f32, %out: f32):
        %26 = arith.addf %in, %in_4 : f32
        linalg.yield %26 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %25, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.tensor.reshape %4 : tensor<8x32xf32> -> tensor<1x8x32xf32>
    %6 = flow.tensor.reshape %2 : tensor<8x32xf32> -> tensor<1x8x32xf32>
    %7 = flow.tensor.reshape %3 : tensor<32x8xf32> -> tensor<1x32x8xf32>
    %8 = flow.dispatch.workgroups(%6, %7) : (tensor<1x8x32xf32>, tensor<1x32x8xf32>) -> tensor<1x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x8x8xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %20 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>> -> tensor<1x8x32xf32>
      %21 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [1, 32, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32x8xf32>> -> tensor<1x32x8xf32>
      %22 = tensor.empty() : tensor<1x8x8xf32>
      %23 = linalg.fill ins(%cst_2 : f32) outs(%22 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
      %24 = linalg.batch_matmul ins(%20, %21 : tensor<1x8x32xf32>, tensor<1x32x8xf32>) outs(%23 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %24, %arg3, offsets = [0, 0, 0], sizes = [1, 8, 8], strides = [1, 1, 1] : tensor<1x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %9 = flow.tensor.reshape %8 : tensor<1x8x8xf32> -> tensor<8x8xf32>
    %10 = flow.dispatch.workgroups(%9) : (tensor<8x8xf32>) -> tensor<8xi1> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi1>>) {
      %cst_2 = arith.constant 0xFF800000 : f32
      %true = arith.constant true
      %20 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %21 = tensor.empty() : tensor<8xi1>
      %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<8xi1>) -> tensor<8xi1>
      %23 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<8x8xf32>) outs(%22 : tensor<8xi1>) {
      ^bb0(%in: f32, %out: i1):
        %24 = arith.cmpf oeq, %in, %cst_2 : f32
        %25 = arith.andi %24, %out : i1
        linalg.yield %25 : i1
      } -> tensor<8xi1>
      iree_tensor_ext.dispatch.tensor.store %23, %arg2, offsets = [0], sizes = [8], strides = [1] : tensor<8xi1> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi1>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %11 = flow.dispatch.workgroups(%9, %10) : (tensor<8x8xf32>, tensor<8xi1>) -> tensor<8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi1>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %20 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %21 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi1>> -> tensor<8xi1>
      %22 = tensor.empty() : tensor<8x8xf32>
      %23 = linalg.softmax dimension(1) ins(%20 : tensor<8x8xf32>) outs(%22 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %24 = linalg.generic {indexing_maps = [#map6, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%21, %23 : tensor<8xi1>, tensor<8x8xf32>) outs(%22 : tensor<8x8xf32>) {
      ^bb0(%in: i1, %in_3: f32, %out: f32):
        %25 = arith.select %in, %cst_2, %in_3 : f32
        linalg.yield %25 : f32
      } -> tensor<8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %24, %arg3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %12 = flow.tensor.reshape %11 : tensor<8x8xf32> -> tensor<1x8x8xf32>
    %13 = flow.dispatch.workgroups(%12, %5, %0) : (tensor<1x8x8xf32>, tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x8x32xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %20 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x8xf32>> -> tensor<1x8x8xf32>
      %21 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>> -> tensor<1x8x32xf32>
      %22 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>> -> tensor<1x8x32xf32>
      %23 = tensor.empty() : tensor<1x8x32xf32>
      %24 = linalg.fill ins(%cst_2 : f32) outs(%23 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
      %25 = linalg.batch_matmul ins(%20, %21 : tensor<1x8x8xf32>, tensor<1x8x32xf32>) outs(%24 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
      %26 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %22 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%23 : tensor<1x8x32xf32>) {
      ^bb0(%in: f32, %in_3: f32, %out: f32):
        %27 = arith.addf %in, %in_3 : f32
        linalg.yield %27 : f32
      } -> tensor<1x8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %26, %arg4, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : tensor<1x8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %14 = flow.tensor.reshape %13 : tensor<1x8x32xf32> -> tensor<8x32xf32>
    %15 = flow.dispatch.workgroups(%14) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %cst_3 = arith.constant 3.200000e+01 : f32
      %20 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %21 = tensor.empty() : tensor<8x32xf32>
      %22 = tensor.empty() : tensor<8xf32>
      %23 = linalg.fill ins(%cst_2 : f32) outs(%22 : tensor<8xf32>) -> tensor<8xf32>
      %24 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<8x32xf32>) outs(%23 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %26 = arith.addf %in, %out : f32
        linalg.yield %26 : f32
      } -> tensor<8xf32>
      %25 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%20, %24 : tensor<8x32xf32>, tensor<8xf32>) outs(%21 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_4: f32, %out: f32):
        %26 = arith.divf %in_4, %cst_3 : f32
        %27 = arith.subf %in, %26 : f32
        linalg.yield %27 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %25, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %16 = flow.dispatch.workgroups(%15) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %cst_3 = arith.constant 3.200000e+01 : f32
      %cst_4 = arith.constant 9.99999974E-6 : f32
      %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
      %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
      %20 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %21 = tensor.empty() : tensor<8x32xf32>
      %22 = tensor.empty() : tensor<8xf32>
      %23 = linalg.fill ins(%cst_2 : f32) outs(%22 : tensor<8xf32>) -> tensor<8xf32>
      %24 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<8x32xf32>) outs(%23 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %26 = arith.mulf %in, %in : f32
        %27 = arith.addf %26, %out : f32
        linalg.yield %27 : f32
      } -> tensor<8xf32>
      %25 = linalg.generic {indexing_maps = [#map3, #map6, #map4, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%20, %24, %cst_5, %cst_6 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_7: f32, %in_8: f32, %in_9: f32, %out: f32):
        %26 = arith.divf %in_7, %cst_3 : f32
        %27 = arith.addf %26, %cst_4 : f32
        %28 = math.rsqrt %27 : f32
        %29 = arith.mulf %in, %28 : f32
        %30 = arith.mulf %29, %in_8 : f32
        %31 = arith.addf %30, %in_9 : f32
        linalg.yield %31 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %25, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %17 = flow.dispatch.workgroups(%16) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_2 = arith.constant 0.000000e+00 : f32
      %cst_3 = arith.constant 3.200000e+01 : f32
      %cst_4 = arith.constant 9.99999997E-7 : f32
      %c2_i64 = arith.constant 2 : i64
      %20 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %21 = tensor.empty() : tensor<8x32xf32>
      %22 = tensor.empty() : tensor<8xf32>
      %23 = linalg.fill ins(%cst_2 : f32) outs(%22 : tensor<8xf32>) -> tensor<8xf32>
      %24 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<8x32xf32>) outs(%23 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %26 = math.fpowi %in, %c2_i64 : f32, i64
        %27 = arith.addf %26, %out : f32
        linalg.yield %27 : f32
      } -> tensor<8xf32>
      %25 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%20, %24 : tensor<8x32xf32>, tensor<8xf32>) outs(%21 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_5: f32, %out: f32):
        %26 = arith.divf %in_5, %cst_3 : f32
        %27 = arith.addf %26, %cst_4 : f32
        %28 = math.rsqrt %27 : f32
        %29 = arith.mulf %in, %28 : f32
        %30 = math.tanh %29 : f32
        linalg.yield %30 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %25, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %18 = flow.tensor.reshape %17 : tensor<8x32xf32> -> tensor<1x8x32xf32>
    %19 = hal.tensor.export %18 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    util.return %19 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04 iree_input=62afc1103520 iree_abi=8687d62f83a4 iree_preprocessing=4677bf4f9821 iree_global_optimization=287564ff7e2f
