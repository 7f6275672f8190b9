#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
module {
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %cst = arith.constant 3.200000e+01 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_2 = arith.constant 0.594603539 : f32
    %cst_3 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_5 = arith.constant 9.99999974E-6 : f32
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_14 = arith.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
    %true = arith.constant true
    %cst_15 = arith.constant 0xFF800000 : f32
    %cst_16 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x32xf32>
    %1 = tensor.empty() : tensor<8x1x32xf32>
    %transposed = linalg.transpose ins(%0 : tensor<1x8x32xf32>) outs(%1 : tensor<8x1x32xf32>) permutation = [1, 0, 2]
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<8x1x32xf32> into tensor<8x32xf32>
    %2 = tensor.empty() : tensor<32x96xf32>
    %transposed_17 = linalg.transpose ins(%cst_0 : tensor<96x32xf32>) outs(%2 : tensor<32x96xf32>) permutation = [1, 0]
    %3 = tensor.empty() : tensor<8x96xf32>
    %4 = linalg.fill ins(%cst_16 : f32) outs(%3 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %5 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<8x32xf32>, tensor<32x96xf32>) outs(%4 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_1 : tensor<8x96xf32>, tensor<96xf32>) outs(%3 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.addf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<8x96xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2, 3, 4]] output_shape [1, 8, 1, 3, 32] : tensor<8x96xf32> into tensor<1x8x1x3x32xf32>
    %7 = tensor.empty() : tensor<3x8x1x1x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded : tensor<1x8x1x3x32xf32>) outs(%7 : tensor<3x8x1x1x32xf32>) permutation = [3, 1, 2, 0, 4]
    %collapsed_19 = tensor.collapse_shape %transposed_18 [[0], [1], [2, 3], [4]] : tensor<3x8x1x1x32xf32> into tensor<3x8x1x32xf32>
    %extracted_slice = tensor.extract_slice %collapsed_19[0, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : tensor<3x8x1x32xf32> to tensor<1x8x1x32xf32>
    %extracted_slice_20 = tensor.extract_slice %collapsed_19[1, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : tensor<3x8x1x32xf32> to tensor<1x8x1x32xf32>
    %extracted_slice_21 = tensor.extract_slice %collapsed_19[2, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : tensor<3x8x1x32xf32> to tensor<1x8x1x32xf32>
    %collapsed_22 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x8x1x32xf32> into tensor<8x32xf32>
    %expanded_23 = tensor.expand_shape %collapsed_22 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %8 = tensor.empty() : tensor<4x8x8xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<8x4x8xf32>) outs(%8 : tensor<4x8x8xf32>) permutation = [1, 0, 2]
    %collapsed_25 = tensor.collapse_shape %extracted_slice_20 [[0, 1], [2, 3]] : tensor<1x8x1x32xf32> into tensor<8x32xf32>
    %expanded_26 = tensor.expand_shape %collapsed_25 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<8x4x8xf32>) outs(%8 : tensor<4x8x8xf32>) permutation = [1, 0, 2]
    %collapsed_28 = tensor.collapse_shape %extracted_slice_21 [[0, 1], [2, 3]] : tensor<1x8x1x32xf32> into tensor<8x32xf32>
    %expanded_29 = tensor.expand_shape %collapsed_28 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<8x4x8xf32>) outs(%8 : tensor<4x8x8xf32>) permutation = [1, 0, 2]
    %expanded_31 = tensor.expand_shape %transposed_24 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %expanded_32 = tensor.expand_shape %transposed_27 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %9 = tensor.empty() : tensor<1x4x8x8xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<1x4x8x8xf32>) outs(%9 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.mulf %in, %cst_2 : f32
      linalg.yield %76 : f32
    } -> tensor<1x4x8x8xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<1x4x8x8xf32>) outs(%9 : tensor<1x4x8x8xf32>) permutation = [0, 1, 3, 2]
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_33 : tensor<1x4x8x8xf32>) outs(%9 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.mulf %in, %cst_2 : f32
      linalg.yield %76 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_34 = tensor.collapse_shape %10 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %11 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %12 = linalg.fill ins(%cst_16 : f32) outs(%8 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %13 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%12 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_36 = tensor.expand_shape %13 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %14 = tensor.empty() : tensor<1x4x8xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%14 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %16 = tensor.empty() : tensor<1x4x8xf32>
    %17 = linalg.fill ins(%cst_15 : f32) outs(%16 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %18:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_36 : tensor<1x4x8x8xf32>) outs(%17, %15 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_51: i64):
      %76 = linalg.index 3 : index
      %77 = arith.index_cast %76 : index to i64
      %78 = arith.maximumf %in, %out : f32
      %79 = arith.cmpf ogt, %in, %out : f32
      %80 = arith.select %79, %77, %out_51 : i64
      linalg.yield %78, %80 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_37 = tensor.expand_shape %18#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36, %expanded_37 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%9 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.subf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x4x8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x4x8x8xf32>) outs(%9 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = math.exp %in : f32
      linalg.yield %76 : f32
    } -> tensor<1x4x8x8xf32>
    %21 = tensor.empty() : tensor<1x4x8x1xf32>
    %22 = linalg.fill ins(%cst_16 : f32) outs(%21 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x4x8x8xf32>) outs(%22 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %out : f32
      linalg.yield %76 : f32
    } -> tensor<1x4x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %23 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%9 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.divf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x4x8x8xf32>
    %25 = tensor.empty() : tensor<1x4x8x8xi1>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x4x8x8xf32>) outs(%25 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %76 = arith.cmpf oeq, %in, %cst_15 : f32
      linalg.yield %76 : i1
    } -> tensor<1x4x8x8xi1>
    %27 = tensor.empty() : tensor<1x4x8x1xi1>
    %28 = linalg.fill ins(%true : i1) outs(%27 : tensor<1x4x8x1xi1>) -> tensor<1x4x8x1xi1>
    %29 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<1x4x8x8xi1>) outs(%28 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %76 = arith.andi %in, %out : i1
      linalg.yield %76 : i1
    } -> tensor<1x4x8x1xi1>
    %30 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %cst_14, %24 : tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%9 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_51: f32, %in_52: f32, %out: f32):
      %76 = arith.select %in, %in_51, %in_52 : f32
      linalg.yield %76 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %30 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %31 = linalg.batch_matmul ins(%collapsed_38, %transposed_30 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%12 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_39 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %32 = tensor.empty() : tensor<8x1x4x8xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<1x4x8x8xf32>) outs(%32 : tensor<8x1x4x8xf32>) permutation = [2, 0, 1, 3]
    %collapsed_41 = tensor.collapse_shape %transposed_40 [[0], [1, 2, 3]] : tensor<8x1x4x8xf32> into tensor<8x32xf32>
    %33 = tensor.empty() : tensor<32x32xf32>
    %transposed_42 = linalg.transpose ins(%cst_3 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]
    %34 = tensor.empty() : tensor<8x32xf32>
    %35 = linalg.fill ins(%cst_16 : f32) outs(%34 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %36 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %cst_4 : tensor<8x32xf32>, tensor<32xf32>) outs(%34 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.addf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<8x32xf32>
    %expanded_43 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %38 = tensor.empty() : tensor<1x8x32xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<8x1x32xf32>) outs(%38 : tensor<1x8x32xf32>) permutation = [1, 0, 2]
    %39 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %transposed_44 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.addf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %40 = tensor.empty() : tensor<1x8x1xf32>
    %41 = linalg.fill ins(%cst_16 : f32) outs(%40 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%39 : tensor<1x8x32xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %out : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x8x1xf32>) outs(%40 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.divf %in, %cst : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %43 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.subf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %44 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.mulf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%45 : tensor<1x8x32xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %out : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x1xf32>) outs(%40 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.divf %in, %cst : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x8x1xf32>) outs(%40 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %cst_5 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<1x8x1xf32>) outs(%40 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = math.rsqrt %in : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %49 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.mulf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %cst_6 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.mulf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %cst_7 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.addf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_45 = tensor.collapse_shape %52 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %53 = tensor.empty() : tensor<32x64xf32>
    %transposed_46 = linalg.transpose ins(%cst_8 : tensor<64x32xf32>) outs(%53 : tensor<32x64xf32>) permutation = [1, 0]
    %54 = tensor.empty() : tensor<8x64xf32>
    %55 = linalg.fill ins(%cst_16 : f32) outs(%54 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %56 = linalg.matmul ins(%collapsed_45, %transposed_46 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%55 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%56, %cst_9 : tensor<8x64xf32>, tensor<64xf32>) outs(%54 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.addf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<8x64xf32>
    %expanded_47 = tensor.expand_shape %57 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %58 = tensor.empty() : tensor<1x8x64xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<1x8x64xf32>) outs(%58 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.cmpf ugt, %in, %cst_16 : f32
      %77 = arith.select %76, %in, %cst_16 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_48 = tensor.collapse_shape %59 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %60 = tensor.empty() : tensor<64x32xf32>
    %transposed_49 = linalg.transpose ins(%cst_10 : tensor<32x64xf32>) outs(%60 : tensor<64x32xf32>) permutation = [1, 0]
    %61 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_11 : tensor<8x32xf32>, tensor<32xf32>) outs(%34 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.addf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<8x32xf32>
    %expanded_50 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %expanded_50 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.addf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<1x8x32xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %out : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<1x8x1xf32>) outs(%40 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.divf %in, %cst : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.subf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %66 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.mulf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<1x8x32xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %out : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x8x1xf32>) outs(%40 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.divf %in, %cst : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x8x1xf32>) outs(%40 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = arith.addf %in, %cst_5 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x8x1xf32>) outs(%40 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %76 = math.rsqrt %in : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %71 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.mulf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %cst_12 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.mulf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %cst_13 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%38 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %76 = arith.addf %in, %in_51 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x32xf32>
    %75 = hal.tensor.export %74 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    util.return %75 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 iree_input=54fd35a16a17
