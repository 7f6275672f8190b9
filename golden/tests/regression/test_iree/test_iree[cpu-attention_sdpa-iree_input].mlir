#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
module {
  util.func public @main(%arg0: tensor<1x8x32xf32>) -> tensor<1x8x32xf32> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x8x8xf32>
    %cst_3 = arith.constant 9.99999997E-7 : f32
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_6 = arith.constant 9.99999974E-6 : f32
    %cst_7 = arith.constant 0xFF800000 : f32
    %cst_8 = arith.constant 0.420448184 : f32
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_15 = arith.constant 3.200000e+01 : f32
    %cst_16 = arith.constant 3.200000e+01 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %0 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_14 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0]
    %1 = tensor.empty() : tensor<8x32xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_13 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.addf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %transposed_17 = linalg.transpose ins(%cst_12 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0]
    %5 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_11 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.addf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<8x32xf32>
    %expanded_18 = tensor.expand_shape %6 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %transposed_19 = linalg.transpose ins(%cst_10 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0]
    %7 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_9 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.addf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<8x32xf32>
    %expanded_20 = tensor.expand_shape %8 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %9 = tensor.empty() : tensor<1x8x32xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.mulf %in, %cst_8 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    %11 = tensor.empty() : tensor<1x32x8xf32>
    %transposed_21 = linalg.transpose ins(%expanded_18 : tensor<1x8x32xf32>) outs(%11 : tensor<1x32x8xf32>) permutation = [0, 2, 1]
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<1x32x8xf32>) outs(%11 : tensor<1x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.mulf %in, %cst_8 : f32
      linalg.yield %62 : f32
    } -> tensor<1x32x8xf32>
    %13 = tensor.empty() : tensor<1x8x8xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %15 = linalg.batch_matmul ins(%10, %12 : tensor<1x8x32xf32>, tensor<1x32x8xf32>) outs(%14 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %16 = tensor.empty() : tensor<1x8xi64>
    %17 = linalg.fill ins(%c0_i64 : i64) outs(%16 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %18 = tensor.empty() : tensor<1x8xf32>
    %19 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %20:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<1x8x8xf32>) outs(%19, %17 : tensor<1x8xf32>, tensor<1x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_23: i64):
      %62 = linalg.index 2 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.maximumf %in, %out : f32
      %65 = arith.cmpf ogt, %in, %out : f32
      %66 = arith.select %65, %63, %out_23 : i64
      linalg.yield %64, %66 : f32, i64
    } -> (tensor<1x8xf32>, tensor<1x8xi64>)
    %expanded_22 = tensor.expand_shape %20#0 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %expanded_22 : tensor<1x8x8xf32>, tensor<1x8x1xf32>) outs(%13 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.subf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x8xf32>) outs(%13 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = math.exp %in : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x8xf32>
    %23 = tensor.empty() : tensor<1x8x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<1x8x8xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.addf %in, %out : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %25 : tensor<1x8x8xf32>, tensor<1x8x1xf32>) outs(%13 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.divf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x8xf32>
    %27 = tensor.empty() : tensor<1x8x8xi1>
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x8xf32>) outs(%27 : tensor<1x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %62 = arith.cmpf oeq, %in, %cst_7 : f32
      linalg.yield %62 : i1
    } -> tensor<1x8x8xi1>
    %29 = tensor.empty() : tensor<1x8x1xi1>
    %30 = linalg.fill ins(%true : i1) outs(%29 : tensor<1x8x1xi1>) -> tensor<1x8x1xi1>
    %31 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<1x8x8xi1>) outs(%30 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %62 = arith.andi %in, %out : i1
      linalg.yield %62 : i1
    } -> tensor<1x8x1xi1>
    %32 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %cst_2, %26 : tensor<1x8x1xi1>, tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%13 : tensor<1x8x8xf32>) {
    ^bb0(%in: i1, %in_23: f32, %in_24: f32, %out: f32):
      %62 = arith.select %in, %in_23, %in_24 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x8xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %34 = linalg.batch_matmul ins(%32, %expanded_20 : tensor<1x8x8xf32>, tensor<1x8x32xf32>) outs(%33 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %arg0 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.addf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    %36 = tensor.empty() : tensor<1x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x32xf32>) outs(%36 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x32xf32>
    %38 = tensor.empty() : tensor<1x8x1xf32>
    %39 = linalg.fill ins(%cst_1 : f32) outs(%38 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<1x8x32xf32>) outs(%39 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.addf %in, %out : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x8x1xf32>) outs(%38 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.divf %in, %cst_15 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %41 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%36 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.subf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %42 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%36 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.mulf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%43 : tensor<1x8x32xf32>) outs(%39 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.addf %in, %out : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x8x1xf32>) outs(%38 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.divf %in, %cst_15 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x8x1xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%35 : tensor<1x8x32xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.addf %in, %out : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x8x1xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.divf %in, %cst_16 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x1xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.addf %in, %cst_6 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x1xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = math.rsqrt %in : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %48 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.subf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %50 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.mulf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %cst_5 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.mulf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %cst_4 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.addf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    %55 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%55 : tensor<1x8x32xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.addf %in, %out : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<1x8x1xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.divf %in, %cst_16 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<1x8x1xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.addf %in, %cst_3 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x8x1xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = math.rsqrt %in : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %59 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %62 = arith.mulf %in, %in_23 : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = math.tanh %in : f32
      linalg.yield %62 : f32
    } -> tensor<1x8x32xf32>
    util.return %61 : tensor<1x8x32xf32>
  }
}

{-#

#-}
// irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04
