#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
module {
  util.func public @main(%arg0: tensor<1x8x32xf32>) -> tensor<1x8x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_11 = arith.constant 9.99999974E-6 : f32
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_14 = arith.constant 0xFF800000 : f32
    %cst_15 = arith.constant 0.594603539 : f32
    %cst_16 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>
    %cst_18 = arith.constant 3.200000e+01 : f32
    %cst_19 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<8x1x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x8x32xf32>) outs(%0 : tensor<8x1x32xf32>) permutation = [1, 0, 2]
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<8x1x32xf32> into tensor<8x32xf32>
    %1 = tensor.empty() : tensor<32x96xf32>
    %transposed_20 = linalg.transpose ins(%cst_17 : tensor<96x32xf32>) outs(%1 : tensor<32x96xf32>) permutation = [1, 0]
    %2 = tensor.empty() : tensor<8x96xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<8x32xf32>, tensor<32x96xf32>) outs(%3 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_16 : tensor<8x96xf32>, tensor<96xf32>) outs(%2 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.addf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<8x96xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2, 3, 4]] output_shape [1, 8, 1, 3, 32] : tensor<8x96xf32> into tensor<1x8x1x3x32xf32>
    %6 = tensor.empty() : tensor<3x8x1x1x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded : tensor<1x8x1x3x32xf32>) outs(%6 : tensor<3x8x1x1x32xf32>) permutation = [3, 1, 2, 0, 4]
    %collapsed_22 = tensor.collapse_shape %transposed_21 [[0], [1], [2, 3], [4]] : tensor<3x8x1x1x32xf32> into tensor<3x8x1x32xf32>
    %extracted_slice = tensor.extract_slice %collapsed_22[0, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : tensor<3x8x1x32xf32> to tensor<1x8x1x32xf32>
    %extracted_slice_23 = tensor.extract_slice %collapsed_22[1, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : tensor<3x8x1x32xf32> to tensor<1x8x1x32xf32>
    %extracted_slice_24 = tensor.extract_slice %collapsed_22[2, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : tensor<3x8x1x32xf32> to tensor<1x8x1x32xf32>
    %collapsed_25 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x8x1x32xf32> into tensor<8x32xf32>
    %expanded_26 = tensor.expand_shape %collapsed_25 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %7 = tensor.empty() : tensor<4x8x8xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<8x4x8xf32>) outs(%7 : tensor<4x8x8xf32>) permutation = [1, 0, 2]
    %collapsed_28 = tensor.collapse_shape %extracted_slice_23 [[0, 1], [2, 3]] : tensor<1x8x1x32xf32> into tensor<8x32xf32>
    %expanded_29 = tensor.expand_shape %collapsed_28 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<8x4x8xf32>) outs(%7 : tensor<4x8x8xf32>) permutation = [1, 0, 2]
    %collapsed_31 = tensor.collapse_shape %extracted_slice_24 [[0, 1], [2, 3]] : tensor<1x8x1x32xf32> into tensor<8x32xf32>
    %expanded_32 = tensor.expand_shape %collapsed_31 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<8x4x8xf32>) outs(%7 : tensor<4x8x8xf32>) permutation = [1, 0, 2]
    %expanded_34 = tensor.expand_shape %transposed_27 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %expanded_35 = tensor.expand_shape %transposed_30 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %8 = tensor.empty() : tensor<1x4x8x8xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<1x4x8x8xf32>) outs(%8 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.mulf %in, %cst_15 : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x8x8xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x4x8x8xf32>) outs(%8 : tensor<1x4x8x8xf32>) permutation = [0, 1, 3, 2]
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<1x4x8x8xf32>) outs(%8 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.mulf %in, %cst_15 : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_37 = tensor.collapse_shape %9 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %10 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%7 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %12 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%11 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_39 = tensor.expand_shape %12 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %13 = tensor.empty() : tensor<1x4x8xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %15 = tensor.empty() : tensor<1x4x8xf32>
    %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %17:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_39 : tensor<1x4x8x8xf32>) outs(%16, %14 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_54: i64):
      %87 = linalg.index 3 : index
      %88 = arith.index_cast %87 : index to i64
      %89 = arith.maximumf %in, %out : f32
      %90 = arith.cmpf ogt, %in, %out : f32
      %91 = arith.select %90, %88, %out_54 : i64
      linalg.yield %89, %91 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_40 = tensor.expand_shape %17#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39, %expanded_40 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%8 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.subf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x8x8xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x4x8x8xf32>) outs(%8 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = math.exp %in : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x8x8xf32>
    %20 = tensor.empty() : tensor<1x4x8x1xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<1x4x8x8xf32>) outs(%21 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %out : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%8 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.divf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x8x8xf32>
    %24 = tensor.empty() : tensor<1x4x8x8xi1>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x4x8x8xf32>) outs(%24 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %87 = arith.cmpf oeq, %in, %cst_14 : f32
      linalg.yield %87 : i1
    } -> tensor<1x4x8x8xi1>
    %26 = tensor.empty() : tensor<1x4x8x1xi1>
    %27 = linalg.fill ins(%true : i1) outs(%26 : tensor<1x4x8x1xi1>) -> tensor<1x4x8x1xi1>
    %28 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<1x4x8x8xi1>) outs(%27 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %87 = arith.andi %in, %out : i1
      linalg.yield %87 : i1
    } -> tensor<1x4x8x1xi1>
    %29 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %cst_2, %23 : tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%8 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_54: f32, %in_55: f32, %out: f32):
      %87 = arith.select %in, %in_54, %in_55 : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %29 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %30 = linalg.batch_matmul ins(%collapsed_41, %transposed_33 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%11 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_42 = tensor.expand_shape %30 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %31 = tensor.empty() : tensor<8x1x4x8xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<1x4x8x8xf32>) outs(%31 : tensor<8x1x4x8xf32>) permutation = [2, 0, 1, 3]
    %collapsed_44 = tensor.collapse_shape %transposed_43 [[0], [1, 2, 3]] : tensor<8x1x4x8xf32> into tensor<8x32xf32>
    %32 = tensor.empty() : tensor<32x32xf32>
    %transposed_45 = linalg.transpose ins(%cst_13 : tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) permutation = [1, 0]
    %33 = tensor.empty() : tensor<8x32xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %35 = linalg.matmul ins(%collapsed_44, %transposed_45 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_12 : tensor<8x32xf32>, tensor<32xf32>) outs(%33 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.addf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<8x32xf32>
    %expanded_46 = tensor.expand_shape %36 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %37 = tensor.empty() : tensor<1x8x32xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<8x1x32xf32>) outs(%37 : tensor<1x8x32xf32>) permutation = [1, 0, 2]
    %38 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %transposed_47 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%37 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.addf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %39 = tensor.empty() : tensor<1x8x32xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x8x32xf32>) outs(%39 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x32xf32>
    %41 = tensor.empty() : tensor<1x8x1xf32>
    %42 = linalg.fill ins(%cst_1 : f32) outs(%41 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<1x8x32xf32>) outs(%42 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %out : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.divf %in, %cst_18 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %44 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%39 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.subf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %45 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%39 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.mulf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46 : tensor<1x8x32xf32>) outs(%42 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %out : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.divf %in, %cst_18 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %49 = tensor.empty() : tensor<1x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<1x8x1xf32>) outs(%49 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%49 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%38 : tensor<1x8x32xf32>) outs(%51 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %out : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x8x1xf32>) outs(%49 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.divf %in, %cst_19 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x8x1xf32>) outs(%49 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %cst_11 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x8x1xf32>) outs(%49 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = math.rsqrt %in : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %53 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%37 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.subf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %55 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%37 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.mulf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %cst_10 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%37 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.mulf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %cst_9 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%37 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.addf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_48 = tensor.collapse_shape %59 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %60 = tensor.empty() : tensor<32x64xf32>
    %transposed_49 = linalg.transpose ins(%cst_8 : tensor<64x32xf32>) outs(%60 : tensor<32x64xf32>) permutation = [1, 0]
    %61 = tensor.empty() : tensor<8x64xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %63 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%63, %cst_7 : tensor<8x64xf32>, tensor<64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.addf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<8x64xf32>
    %expanded_50 = tensor.expand_shape %64 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %65 = tensor.empty() : tensor<1x8x64xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<1x8x64xf32>) outs(%65 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.cmpf ugt, %in, %cst : f32
      %88 = arith.select %87, %in, %cst : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_51 = tensor.collapse_shape %66 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %67 = tensor.empty() : tensor<64x32xf32>
    %transposed_52 = linalg.transpose ins(%cst_6 : tensor<32x64xf32>) outs(%67 : tensor<64x32xf32>) permutation = [1, 0]
    %68 = linalg.matmul ins(%collapsed_51, %transposed_52 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%34 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%68, %cst_5 : tensor<8x32xf32>, tensor<32xf32>) outs(%33 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.addf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<8x32xf32>
    %expanded_53 = tensor.expand_shape %69 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %expanded_53 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%37 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.addf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x8x32xf32>) outs(%39 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x32xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<1x8x32xf32>) outs(%42 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %out : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.divf %in, %cst_18 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %73 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%39 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.subf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %74 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%39 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.mulf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<1x8x32xf32>) outs(%42 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %out : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.divf %in, %cst_18 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x8x1xf32>) outs(%49 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<1x8x32xf32>) outs(%51 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %out : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x8x1xf32>) outs(%49 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.divf %in, %cst_19 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x8x1xf32>) outs(%49 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %cst_11 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x8x1xf32>) outs(%49 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = math.rsqrt %in : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %80 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%37 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.subf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %82 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%37 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.mulf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %85 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %cst_4 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%37 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.mulf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %cst_3 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%37 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %87 = arith.addf %in, %in_54 : f32
      linalg.yield %87 : f32
    } -> tensor<1x8x32xf32>
    util.return %86 : tensor<1x8x32xf32>
  }
}

{-#

#-}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170
