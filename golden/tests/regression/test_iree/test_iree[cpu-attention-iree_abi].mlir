#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
module {
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %cst = arith.constant 3.200000e+01 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_6 = arith.constant 0.176776692 : f32
    %cst_7 = arith.constant 9.99999974E-6 : f32
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_10 = arith.constant 9.99999997E-7 : f32
    %cst_11 = arith.constant 0xFF800000 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_12 = arith.constant 0.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x32xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %1 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_0 : tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) permutation = [1, 0]
    %2 = tensor.empty() : tensor<8x32xf32>
    %3 = linalg.fill ins(%cst_12 : f32) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_1 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.addf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %transposed_13 = linalg.transpose ins(%cst_2 : tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) permutation = [1, 0]
    %6 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %cst_3 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.addf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<8x32xf32>
    %expanded_14 = tensor.expand_shape %7 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %transposed_15 = linalg.transpose ins(%cst_4 : tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) permutation = [1, 0]
    %8 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_5 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.addf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<8x32xf32>
    %expanded_16 = tensor.expand_shape %9 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %10 = tensor.empty() : tensor<1x32x8xf32>
    %transposed_17 = linalg.transpose ins(%expanded_14 : tensor<1x8x32xf32>) outs(%10 : tensor<1x32x8xf32>) permutation = [0, 2, 1]
    %11 = tensor.empty() : tensor<1x8x8xf32>
    %12 = linalg.fill ins(%cst_12 : f32) outs(%11 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %13 = linalg.batch_matmul ins(%expanded, %transposed_17 : tensor<1x8x32xf32>, tensor<1x32x8xf32>) outs(%12 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.mulf %in, %cst_6 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x8xf32>
    %15 = tensor.empty() : tensor<1x8xi64>
    %16 = linalg.fill ins(%c0_i64 : i64) outs(%15 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %17 = tensor.empty() : tensor<1x8xf32>
    %18 = linalg.fill ins(%cst_11 : f32) outs(%17 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %19:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x8x8xf32>) outs(%18, %16 : tensor<1x8xf32>, tensor<1x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_19: i64):
      %49 = linalg.index 2 : index
      %50 = arith.index_cast %49 : index to i64
      %51 = arith.maximumf %in, %out : f32
      %52 = arith.cmpf ogt, %in, %out : f32
      %53 = arith.select %52, %50, %out_19 : i64
      linalg.yield %51, %53 : f32, i64
    } -> (tensor<1x8xf32>, tensor<1x8xi64>)
    %expanded_18 = tensor.expand_shape %19#0 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %expanded_18 : tensor<1x8x8xf32>, tensor<1x8x1xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.subf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x8x8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = math.exp %in : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x8xf32>
    %22 = tensor.empty() : tensor<1x8x1xf32>
    %23 = linalg.fill ins(%cst_12 : f32) outs(%22 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x8x8xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %in, %out : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %24 : tensor<1x8x8xf32>, tensor<1x8x1xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.divf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x8xf32>
    %26 = tensor.empty() : tensor<1x8x32xf32>
    %27 = linalg.fill ins(%cst_12 : f32) outs(%26 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %28 = linalg.batch_matmul ins(%25, %expanded_16 : tensor<1x8x8xf32>, tensor<1x8x32xf32>) outs(%27 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %0 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.addf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x32xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<1x8x32xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %in, %out : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.divf %in, %cst : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %31 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.subf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x32xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %32 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.mulf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x32xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%33 : tensor<1x8x32xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %in, %out : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.divf %in, %cst : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %in, %cst_7 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = math.rsqrt %in : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %37 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.mulf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x32xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %cst_8 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.mulf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x32xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %cst_9 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.addf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x32xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %49 : f32
    } -> tensor<1x8x32xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%41 : tensor<1x8x32xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %in, %out : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.divf %in, %cst : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %in, %cst_10 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = math.rsqrt %in : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %45 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %49 = arith.mulf %in, %in_19 : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x32xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = math.tanh %in : f32
      linalg.yield %49 : f32
    } -> tensor<1x8x32xf32>
    %48 = hal.tensor.export %47 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    util.return %48 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171 iree_input=7f5b5330cf62
