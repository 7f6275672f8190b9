#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<8x3x3x3xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x8x3x3xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<1x3x16x16xf32>, %arg6: tensor<1x8x16x16xf32>, %arg7: tensor<0xf32>, %arg8: tensor<0xf32>, %arg9: tensor<1x8x16x16xf32>, %arg10: tensor<1x8x16x16xf32>, %arg11: tensor<1x8x8x8xf32>, %arg12: tensor<1x8x8x8xi64>, %arg13: tensor<1x8xf32>, %arg14: tensor<8x4xf32>, %arg15: tensor<1x4xf32>, %arg16: tensor<f32>) -> (tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %c3 = arith.constant 3 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1_i64 = arith.constant 1 : i64
    %cst_0 = arith.constant 1.000000e-05 : f64
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 4.000000e+00 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %cst_4 = arith.constant 3.600000e+01 : f32
    %0 = tensor.empty() : tensor<1x4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<f32>) outs(%0 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<1x4xf32>) outs(%0 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.divf %in, %cst_2 : f32
      linalg.yield %56 : f32
    } -> tensor<1x4xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<1x4xf32>) outs(%0 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %56 : f32
    } -> tensor<1x4xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<1x4xf32>) outs(%0 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.mulf %in, %cst_3 : f32
      linalg.yield %56 : f32
    } -> tensor<1x4xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %4 : tensor<1x4xf32>, tensor<1x4xf32>) outs(%0 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %56 = arith.mulf %in, %in_15 : f32
      linalg.yield %56 : f32
    } -> tensor<1x4xf32>
    %6 = tensor.empty() : tensor<4x8xf32>
    %transposed = linalg.transpose ins(%arg14 : tensor<8x4xf32>) outs(%6 : tensor<4x8xf32>) permutation = [1, 0]
    %7 = tensor.empty() : tensor<1x8xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %9 = linalg.matmul ins(%5, %transposed : tensor<1x4xf32>, tensor<4x8xf32>) outs(%8 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %10 = tensor.empty() : tensor<4x1xf32>
    %transposed_5 = linalg.transpose ins(%5 : tensor<1x4xf32>) outs(%10 : tensor<4x1xf32>) permutation = [1, 0]
    %11 = linalg.fill ins(%cst : f32) outs(%6 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %12 = linalg.matmul ins(%transposed_5, %arg13 : tensor<4x1xf32>, tensor<1x8xf32>) outs(%11 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel"]} ins(%5 : tensor<1x4xf32>) outs(%13 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<1x4xf32>
    %collapsed = tensor.collapse_shape %14 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %15 = tensor.empty() : tensor<1x8x6x6xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8xf32>) outs(%15 : tensor<1x8x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x6x6xf32>
    %17 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x8x6x6xf32>) outs(%15 : tensor<1x8x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.divf %in, %cst_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x6x6xf32>
    %18 = tensor.empty() : tensor<8x8x3x3xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %20 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%19 : tensor<8x8x3x3xf32>) {
    ^bb0(%out: f32):
      %56 = linalg.index 0 : index
      %57 = linalg.index 1 : index
      %58 = linalg.index 2 : index
      %59 = linalg.index 3 : index
      %60 = arith.subi %c2, %58 : index
      %61 = arith.subi %c2, %59 : index
      %extracted = tensor.extract %arg2[%57, %56, %60, %61] : tensor<8x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x3x3xf32>
    %21 = tensor.empty() : tensor<1x8x10x10xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
    %inserted_slice = tensor.insert_slice %17 into %22[0, 0, 2, 2] [1, 8, 6, 6] [1, 1, 1, 1] : tensor<1x8x6x6xf32> into tensor<1x8x10x10xf32>
    %23 = tensor.empty() : tensor<1x8x8x8xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %25 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %20 : tensor<1x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%24 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %26 = tensor.empty() : tensor<8x1x8x8xf32>
    %transposed_6 = linalg.transpose ins(%arg11 : tensor<1x8x8x8xf32>) outs(%26 : tensor<8x1x8x8xf32>) permutation = [1, 0, 2, 3]
    %27 = tensor.empty() : tensor<8x1x6x6xf32>
    %transposed_7 = linalg.transpose ins(%17 : tensor<1x8x6x6xf32>) outs(%27 : tensor<8x1x6x6xf32>) permutation = [1, 0, 2, 3]
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_6, %transposed_7 : tensor<8x1x8x8xf32>, tensor<8x1x6x6xf32>) outs(%19 : tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %transposed_8 = linalg.transpose ins(%28 : tensor<8x8x3x3xf32>) outs(%18 : tensor<8x8x3x3xf32>) permutation = [1, 0, 2, 3]
    %29 = tensor.empty() : tensor<8xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<8xf32>) -> tensor<8xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%17 : tensor<1x8x6x6xf32>) outs(%30 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<8xf32>
    %32 = tensor.empty() : tensor<1x8x8x8x4xi64>
    %33 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg12 : tensor<1x8x8x8xi64>) outs(%32 : tensor<1x8x8x8x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %56 = arith.index_cast %in : i64 to index
      %57 = linalg.index 4 : index
      %58 = arith.remsi %56, %c16 : index
      %59 = arith.cmpi eq, %57, %c3 : index
      %60 = arith.select %59, %58, %c0 : index
      %61 = arith.floordivsi %56, %c16 : index
      %62 = arith.cmpi eq, %57, %c2 : index
      %63 = arith.select %62, %61, %c0 : index
      %64 = arith.addi %60, %63 : index
      %65 = linalg.index 1 : index
      %66 = arith.cmpi eq, %57, %c1 : index
      %67 = arith.select %66, %65, %c0 : index
      %68 = arith.addi %64, %67 : index
      %69 = arith.index_cast %68 : index to i64
      linalg.yield %69 : i64
    } -> tensor<1x8x8x8x4xi64>
    %34 = tensor.empty() : tensor<1x8x16x16xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %collapsed_9 = tensor.collapse_shape %25 [[0, 1, 2, 3]] : tensor<1x8x8x8xf32> into tensor<512xf32>
    %collapsed_10 = tensor.collapse_shape %33 [[0, 1, 2, 3], [4]] : tensor<1x8x8x8x4xi64> into tensor<512x4xi64>
    %36 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(false) ins(%collapsed_9, %collapsed_10 : tensor<512xf32>, tensor<512x4xi64>) outs(%35 : tensor<1x8x16x16xf32>) {
    ^bb0(%arg17: f32, %arg18: f32):
      %56 = arith.addf %arg18, %arg17 : f32
      tm_tensor.yield %56 : f32
    } -> tensor<1x8x16x16xf32>
    %37 = tensor.empty() : tensor<1x8x16x16xi1>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg10 : tensor<1x8x16x16xf32>) outs(%37 : tensor<1x8x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %56 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %56 : i1
    } -> tensor<1x8x16x16xi1>
    %39 = linalg.generic {indexing_maps = [#map4, #map8, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_1, %36 : tensor<1x8x16x16xi1>, tensor<f32>, tensor<1x8x16x16xf32>) outs(%34 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: i1, %in_15: f32, %in_16: f32, %out: f32):
      %56 = arith.select %in, %in_15, %in_16 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%arg4 : tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.truncf %cst_0 : f64 to f32
      %57 = arith.addf %in, %56 : f32
      linalg.yield %57 : f32
    } -> tensor<8xf32>
    %41 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%40 : tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.rsqrt %in : f32
      linalg.yield %56 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%39 : tensor<1x8x16x16xf32>) outs(%30 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<8xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6, %expanded : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %56 = arith.subf %in, %in_15 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %43 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%34 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %56 = arith.mulf %in, %in_15 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x16x16xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%44 : tensor<1x8x16x16xf32>) outs(%30 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<8xf32>
    %46 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%41, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %56 = arith.mulf %in, %in_15 : f32
      linalg.yield %56 : f32
    } -> tensor<8xf32>
    %expanded_11 = tensor.expand_shape %46 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_11 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %56 = arith.mulf %in, %in_15 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x16x16xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%45, %41 : tensor<8xf32>, tensor<8xf32>) outs(%29 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %56 = arith.mulf %in, %in_15 : f32
      linalg.yield %56 : f32
    } -> tensor<8xf32>
    %49 = tensor.empty() : tensor<3x1x16x16xf32>
    %transposed_12 = linalg.transpose ins(%arg5 : tensor<1x3x16x16xf32>) outs(%49 : tensor<3x1x16x16xf32>) permutation = [1, 0, 2, 3]
    %50 = tensor.empty() : tensor<8x1x16x16xf32>
    %transposed_13 = linalg.transpose ins(%47 : tensor<1x8x16x16xf32>) outs(%50 : tensor<8x1x16x16xf32>) permutation = [1, 0, 2, 3]
    %padded = tensor.pad %transposed_12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg17: index, %arg18: index, %arg19: index, %arg20: index):
      tensor.yield %cst : f32
    } : tensor<3x1x16x16xf32> to tensor<3x1x18x18xf32>
    %51 = tensor.empty() : tensor<3x8x3x3xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32>
    %53 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %transposed_13 : tensor<3x1x18x18xf32>, tensor<8x1x16x16xf32>) outs(%52 : tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32>
    %54 = tensor.empty() : tensor<8x3x3x3xf32>
    %transposed_14 = linalg.transpose ins(%53 : tensor<3x8x3x3xf32>) outs(%54 : tensor<8x3x3x3xf32>) permutation = [1, 0, 2, 3]
    %55 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%47 : tensor<1x8x16x16xf32>) outs(%30 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<8xf32>
    return %transposed_14, %55, %48, %42, %transposed_8, %31, %12, %collapsed : tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4xf32>
  }
}
// irlower-stages: aot_joint_graph=67cb08a331ad aot_backward_graph=5efbfd3d24ab torch_mlir=7615aa81ec2e
