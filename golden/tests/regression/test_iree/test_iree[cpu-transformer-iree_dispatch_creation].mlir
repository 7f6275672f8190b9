#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> (d0)>
#map10 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %cst = arith.constant dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>
    %cst_0 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x32xf32>
    %1 = flow.tensor.reshape %0 : tensor<1x8x32xf32> -> tensor<8x32xf32>
    %2 = flow.dispatch.workgroups(%1, %cst) : (tensor<8x32xf32>, tensor<96x32xf32>) -> tensor<8x96xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<96x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x96xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [96, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<96x32xf32>> -> tensor<96x32xf32>
      %28 = tensor.empty() : tensor<8x96xf32>
      %29 = linalg.fill ins(%cst_4 : f32) outs(%28 : tensor<8x96xf32>) -> tensor<8x96xf32>
      %30 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%26, %27 : tensor<8x32xf32>, tensor<96x32xf32>) outs(%29 : tensor<8x96xf32>) -> tensor<8x96xf32>
      iree_tensor_ext.dispatch.tensor.store %30, %arg3, offsets = [0, 0], sizes = [8, 96], strides = [1, 1] : tensor<8x96xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x96xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.tensor.reshape %2 : tensor<8x96xf32> -> tensor<8x3x32xf32>
    %4 = flow.tensor.reshape %cst_0 : tensor<96xf32> -> tensor<3x32xf32>
    %5 = flow.dispatch.workgroups(%3, %4) : (tensor<8x3x32xf32>, tensor<3x32xf32>) -> tensor<3x8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x8x32xf32>>) {
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [8, 3, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x32xf32>> -> tensor<8x3x32xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [3, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x32xf32>> -> tensor<3x32xf32>
      %28 = tensor.empty() : tensor<3x8x32xf32>
      %29 = linalg.generic {indexing_maps = [#map3, #map1, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %27 : tensor<8x3x32xf32>, tensor<3x32xf32>) outs(%28 : tensor<3x8x32xf32>) {
      ^bb0(%in: f32, %in_4: f32, %out: f32):
        %30 = arith.addf %in, %in_4 : f32
        linalg.yield %30 : f32
      } -> tensor<3x8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %29, %arg3, offsets = [0, 0, 0], sizes = [3, 8, 32], strides = [1, 1, 1] : tensor<3x8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %6 = flow.tensor.reshape %5 : tensor<3x8x32xf32> -> tensor<3x8x1x4x8xf32>
    %7 = flow.dispatch.workgroups(%6) : (tensor<3x8x1x4x8xf32>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %26 = tensor.empty() : tensor<4x8x8xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [2, 0, 0, 0, 0], sizes = [1, 8, 1, 4, 8], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>> -> tensor<8x4x8xf32>
      %28 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<8x4x8xf32>) outs(%26 : tensor<4x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %28, %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %8 = flow.dispatch.workgroups(%6) : (tensor<3x8x1x4x8xf32>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %cst_4 = arith.constant 0.594603539 : f32
      %26 = tensor.empty() : tensor<4x8x8xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 1, 4, 8], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>> -> tensor<8x4x8xf32>
      %28 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<8x4x8xf32>) outs(%26 : tensor<4x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %29 = arith.mulf %in, %cst_4 : f32
        linalg.yield %29 : f32
      } -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %28, %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %9 = flow.dispatch.workgroups(%6) : (tensor<3x8x1x4x8xf32>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %cst_4 = arith.constant 0.594603539 : f32
      %26 = tensor.empty() : tensor<4x8x8xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [1, 0, 0, 0, 0], sizes = [1, 8, 1, 4, 8], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>> -> tensor<8x4x8xf32>
      %28 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<8x4x8xf32>) outs(%26 : tensor<4x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %29 = arith.mulf %in, %cst_4 : f32
        linalg.yield %29 : f32
      } -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %28, %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %10 = flow.dispatch.workgroups(%8, %9) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %28 = tensor.empty() : tensor<4x8x8xf32>
      %29 = linalg.fill ins(%cst_4 : f32) outs(%28 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %30 = linalg.batch_matmul indexing_maps = [#map5, #map6, #map7] ins(%26, %27 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%29 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %30, %arg3, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %11 = flow.tensor.reshape %10 : tensor<4x8x8xf32> -> tensor<32x8xf32>
    %12 = flow.dispatch.workgroups(%11) : (tensor<32x8xf32>) -> tensor<32xi1> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi1>>) {
      %cst_4 = arith.constant 0xFF800000 : f32
      %true = arith.constant true
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
      %27 = tensor.empty() : tensor<32xi1>
      %28 = linalg.fill ins(%true : i1) outs(%27 : tensor<32xi1>) -> tensor<32xi1>
      %29 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%26 : tensor<32x8xf32>) outs(%28 : tensor<32xi1>) {
      ^bb0(%in: f32, %out: i1):
        %30 = arith.cmpf oeq, %in, %cst_4 : f32
        %31 = arith.andi %30, %out : i1
        linalg.yield %31 : i1
      } -> tensor<32xi1>
      iree_tensor_ext.dispatch.tensor.store %29, %arg2, offsets = [0], sizes = [32], strides = [1] : tensor<32xi1> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi1>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %13 = flow.tensor.reshape %12 : tensor<32xi1> -> tensor<4x8xi1>
    %14 = flow.dispatch.workgroups(%10, %13) : (tensor<4x8x8xf32>, tensor<4x8xi1>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi1>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi1>> -> tensor<4x8xi1>
      %28 = tensor.empty() : tensor<4x8x8xf32>
      %29 = linalg.softmax dimension(2) ins(%26 : tensor<4x8x8xf32>) outs(%28 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %30 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %29 : tensor<4x8xi1>, tensor<4x8x8xf32>) outs(%28 : tensor<4x8x8xf32>) {
      ^bb0(%in: i1, %in_5: f32, %out: f32):
        %31 = arith.select %in, %cst_4, %in_5 : f32
        linalg.yield %31 : f32
      } -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %30, %arg3, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %15 = flow.dispatch.workgroups(%14, %7) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<8x4x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %28 = tensor.empty() : tensor<8x4x8xf32>
      %29 = tensor.empty() : tensor<4x8x8xf32>
      %30 = linalg.fill ins(%cst_4 : f32) outs(%29 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %31 = linalg.batch_matmul ins(%26, %27 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%30 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %32 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<4x8x8xf32>) outs(%28 : tensor<8x4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x4x8xf32>
      iree_tensor_ext.dispatch.tensor.store %32, %arg3, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : tensor<8x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %16 = flow.tensor.reshape %15 : tensor<8x4x8xf32> -> tensor<8x32xf32>
    %17 = flow.dispatch.workgroups(%16, %cst_1, %1) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %28 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %29 = tensor.empty() : tensor<8x32xf32>
      %30 = linalg.fill ins(%cst_4 : f32) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %31 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%26, %27 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %32 = linalg.generic {indexing_maps = [#map8, #map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%28, %31, %cst_5 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<32xf32>) outs(%29 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_6: f32, %in_7: f32, %out: f32):
        %33 = arith.addf %in_6, %in_7 : f32
        %34 = arith.addf %in, %33 : f32
        linalg.yield %34 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %32, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %18 = flow.dispatch.workgroups(%17) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %cst_5 = arith.constant 3.200000e+01 : f32
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %27 = tensor.empty() : tensor<8x32xf32>
      %28 = tensor.empty() : tensor<8xf32>
      %29 = linalg.fill ins(%cst_4 : f32) outs(%28 : tensor<8xf32>) -> tensor<8xf32>
      %30 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%26 : tensor<8x32xf32>) outs(%29 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %32 = arith.addf %in, %out : f32
        linalg.yield %32 : f32
      } -> tensor<8xf32>
      %31 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel"]} ins(%26, %30 : tensor<8x32xf32>, tensor<8xf32>) outs(%27 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_6: f32, %out: f32):
        %32 = arith.divf %in_6, %cst_5 : f32
        %33 = arith.subf %in, %32 : f32
        linalg.yield %33 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %31, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %19 = flow.dispatch.workgroups(%18) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %cst_5 = arith.constant 3.200000e+01 : f32
      %cst_6 = arith.constant 9.99999974E-6 : f32
      %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
      %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %27 = tensor.empty() : tensor<8x32xf32>
      %28 = tensor.empty() : tensor<8xf32>
      %29 = linalg.fill ins(%cst_4 : f32) outs(%28 : tensor<8xf32>) -> tensor<8xf32>
      %30 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%26 : tensor<8x32xf32>) outs(%29 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %32 = arith.mulf %in, %in : f32
        %33 = arith.addf %32, %out : f32
        linalg.yield %33 : f32
      } -> tensor<8xf32>
      %31 = linalg.generic {indexing_maps = [#map8, #map9, #map10, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%26, %30, %cst_7, %cst_8 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%27 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_9: f32, %in_10: f32, %in_11: f32, %out: f32):
        %32 = arith.divf %in_9, %cst_5 : f32
        %33 = arith.addf %32, %cst_6 : f32
        %34 = math.rsqrt %33 : f32
        %35 = arith.mulf %in, %34 : f32
        %36 = arith.mulf %35, %in_10 : f32
        %37 = arith.addf %36, %in_11 : f32
        linalg.yield %37 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %31, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %20 = flow.dispatch.workgroups(%19, %cst_2) : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %cst_5 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
      %28 = tensor.empty() : tensor<8x64xf32>
      %29 = linalg.fill ins(%cst_4 : f32) outs(%28 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %30 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%26, %27 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%29 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %31 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_5 : tensor<8x64xf32>, tensor<64xf32>) outs(%28 : tensor<8x64xf32>) {
      ^bb0(%in: f32, %in_6: f32, %out: f32):
        %32 = arith.addf %in, %in_6 : f32
        %33 = arith.cmpf ugt, %32, %cst_4 : f32
        %34 = arith.select %33, %32, %cst_4 : f32
        linalg.yield %34 : f32
      } -> tensor<8x64xf32>
      iree_tensor_ext.dispatch.tensor.store %31, %arg3, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %21 = flow.dispatch.workgroups(%20, %cst_3, %19) : (tensor<8x64xf32>, tensor<32x64xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
      %27 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
      %28 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %29 = tensor.empty() : tensor<8x32xf32>
      %30 = linalg.fill ins(%cst_4 : f32) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %31 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%26, %27 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%30 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %32 = linalg.generic {indexing_maps = [#map8, #map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%28, %31, %cst_5 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<32xf32>) outs(%29 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_6: f32, %in_7: f32, %out: f32):
        %33 = arith.addf %in_6, %in_7 : f32
        %34 = arith.addf %in, %33 : f32
        linalg.yield %34 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %32, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %22 = flow.dispatch.workgroups(%21) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %cst_5 = arith.constant 3.200000e+01 : f32
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %27 = tensor.empty() : tensor<8x32xf32>
      %28 = tensor.empty() : tensor<8xf32>
      %29 = linalg.fill ins(%cst_4 : f32) outs(%28 : tensor<8xf32>) -> tensor<8xf32>
      %30 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%26 : tensor<8x32xf32>) outs(%29 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %32 = arith.addf %in, %out : f32
        linalg.yield %32 : f32
      } -> tensor<8xf32>
      %31 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel"]} ins(%26, %30 : tensor<8x32xf32>, tensor<8xf32>) outs(%27 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_6: f32, %out: f32):
        %32 = arith.divf %in_6, %cst_5 : f32
        %33 = arith.subf %in, %32 : f32
        linalg.yield %33 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %31, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %23 = flow.dispatch.workgroups(%22) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_4 = arith.constant 0.000000e+00 : f32
      %cst_5 = arith.constant 3.200000e+01 : f32
      %cst_6 = arith.constant 9.99999974E-6 : f32
      %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
      %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
      %26 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %27 = tensor.empty() : tensor<8x32xf32>
      %28 = tensor.empty() : tensor<8xf32>
      %29 = linalg.fill ins(%cst_4 : f32) outs(%28 : tensor<8xf32>) -> tensor<8xf32>
      %30 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%26 : tensor<8x32xf32>) outs(%29 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %32 = arith.mulf %in, %in : f32
        %33 = arith.addf %32, %out : f32
        linalg.yield %33 : f32
      } -> tensor<8xf32>
      %31 = linalg.generic {indexing_maps = [#map8, #map9, #map10, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%26, %30, %cst_7, %cst_8 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%27 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_9: f32, %in_10: f32, %in_11: f32, %out: f32):
        %32 = arith.divf %in_9, %cst_5 : f32
        %33 = arith.addf %32, %cst_6 : f32
        %34 = math.rsqrt %33 : f32
        %35 = arith.mulf %in, %34 : f32
        %36 = arith.mulf %35, %in_10 : f32
        %37 = arith.addf %36, %in_11 : f32
        linalg.yield %37 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %31, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %24 = flow.tensor.reshape %23 : tensor<8x32xf32> -> tensor<1x8x32xf32>
    %25 = hal.tensor.export %24 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    util.return %25 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 iree_input=54fd35a16a17 iree_abi=3f2c06b87528 iree_preprocessing=01700ec8c513 iree_global_optimization=4483a2292ab7
