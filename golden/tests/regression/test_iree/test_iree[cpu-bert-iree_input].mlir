#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  util.func public @main(%arg0: tensor<1x8xi64>) -> (tensor<1x8x32xf32>, tensor<1x32xf32>) {
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-0.000000e+00> : tensor<1x1x1x8xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_41 = arith.constant 9.99999996E-13 : f32
    %cst_42 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_2_32_torch.float32> : tensor<2x32xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %cst_45 = arith.constant 3.200000e+01 : f32
    %cst_46 = arith.constant 3.200000e+01 : f32
    %cst_47 = arith.constant 4.000000e+00 : f32
    %cst_48 = arith.constant 1.41421354 : f32
    %cst_49 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>
    %cst_50 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %extracted_slice = tensor.extract_slice %cst_50[0, 0] [1, 8] [1, 1] : tensor<1x64xi64> to tensor<1x8xi64>
    %extracted_slice_51 = tensor.extract_slice %cst_49[0, 0] [1, 8] [1, 1] : tensor<1x64xi64> to tensor<1x8xi64>
    %0 = tensor.empty() : tensor<1x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8xi64>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %166 = arith.index_cast %in : i64 to index
      %167 = linalg.index 2 : index
      %168 = arith.cmpi slt, %166, %c128 : index
      cf.assert %168, "index must be smaller than dim size"
      %169 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %169, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_44[%166, %167] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_51 : tensor<1x8xi64>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %166 = arith.index_cast %in : i64 to index
      %167 = linalg.index 2 : index
      %168 = arith.cmpi slt, %166, %c2 : index
      cf.assert %168, "index must be smaller than dim size"
      %169 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %169, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_43[%166, %167] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %2 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %166 = arith.index_cast %in : i64 to index
      %167 = linalg.index 2 : index
      %168 = arith.cmpi slt, %166, %c64 : index
      cf.assert %168, "index must be smaller than dim size"
      %169 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %169, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_42[%166, %167] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %4 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %6 = tensor.empty() : tensor<1x8x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x32xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x32xf32>
    %8 = tensor.empty() : tensor<1x8x1xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x1xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_45 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %11 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %12 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x1xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_45 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %16 = tensor.empty() : tensor<1x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%16 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x8x32xf32>) outs(%18 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_46 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %cst_41 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.rsqrt %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %20 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %22 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %cst_40 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %cst_39 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %collapsed = tensor.collapse_shape %26 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %27 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_38 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0]
    %28 = tensor.empty() : tensor<8x32xf32>
    %29 = linalg.fill ins(%cst_0 : f32) outs(%28 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<8x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_37 : tensor<8x32xf32>, tensor<32xf32>) outs(%28 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %32 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_52 = linalg.transpose ins(%expanded : tensor<1x8x2x16xf32>) outs(%32 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_53 = linalg.transpose ins(%cst_36 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0]
    %33 = linalg.matmul ins(%collapsed, %transposed_53 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%33, %cst_35 : tensor<8x32xf32>, tensor<32xf32>) outs(%28 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x32xf32>
    %expanded_54 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_55 = linalg.transpose ins(%cst_34 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0]
    %35 = linalg.matmul ins(%collapsed, %transposed_55 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_33 : tensor<8x32xf32>, tensor<32xf32>) outs(%28 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x32xf32>
    %expanded_56 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x8x2x16xf32>) outs(%32 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %37 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed_58 = linalg.transpose ins(%expanded_54 : tensor<1x8x2x16xf32>) outs(%37 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1]
    %collapsed_59 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_60 = tensor.collapse_shape %transposed_58 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %38 = tensor.empty() : tensor<2x8x8xf32>
    %39 = linalg.fill ins(%cst_0 : f32) outs(%38 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %40 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%39 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_61 = tensor.expand_shape %40 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %41 = tensor.empty() : tensor<1x2x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x2x8x8xf32>) outs(%41 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_47 : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %cst_4 : tensor<1x2x8x8xf32>, tensor<1x1x1x8xf32>) outs(%41 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x8xf32>
    %44 = tensor.empty() : tensor<1x2x8xi64>
    %45 = linalg.fill ins(%c0_i64 : i64) outs(%44 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %46 = tensor.empty() : tensor<1x2x8xf32>
    %47 = linalg.fill ins(%cst_1 : f32) outs(%46 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %48:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<1x2x8x8xf32>) outs(%47, %45 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_106: i64):
      %166 = linalg.index 3 : index
      %167 = arith.index_cast %166 : index to i64
      %168 = arith.maximumf %in, %out : f32
      %169 = arith.cmpf ogt, %in, %out : f32
      %170 = arith.select %169, %167, %out_106 : i64
      linalg.yield %168, %170 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_62 = tensor.expand_shape %48#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_62 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%41 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x2x8x8xf32>) outs(%41 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.exp %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x8xf32>
    %51 = tensor.empty() : tensor<1x2x8x1xf32>
    %52 = linalg.fill ins(%cst_0 : f32) outs(%51 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<1x2x8x8xf32>) outs(%52 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %53 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%41 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.divf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_63 = tensor.collapse_shape %54 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_64 = tensor.collapse_shape %transposed_57 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %55 = tensor.empty() : tensor<2x8x16xf32>
    %56 = linalg.fill ins(%cst_0 : f32) outs(%55 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %57 = linalg.batch_matmul ins(%collapsed_63, %collapsed_64 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%56 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_65 = tensor.expand_shape %57 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %58 = tensor.empty() : tensor<1x8x2x16xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<1x2x8x16xf32>) outs(%58 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3]
    %collapsed_67 = tensor.collapse_shape %transposed_66 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %transposed_68 = linalg.transpose ins(%cst_32 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0]
    %59 = linalg.matmul ins(%collapsed_67, %transposed_68 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%59, %cst_31 : tensor<8x32xf32>, tensor<32xf32>) outs(%28 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x32xf32>
    %expanded_69 = tensor.expand_shape %60 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %26 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<1x8x32xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<1x8x1xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_45 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %64 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %65 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%66 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x8x1xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_45 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<1x8x32xf32>) outs(%18 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_46 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %cst_41 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.rsqrt %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %71 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %73 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %cst_30 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %cst_29 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_70 = tensor.collapse_shape %77 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %78 = tensor.empty() : tensor<32x64xf32>
    %transposed_71 = linalg.transpose ins(%cst_28 : tensor<64x32xf32>) outs(%78 : tensor<32x64xf32>) permutation = [1, 0]
    %79 = tensor.empty() : tensor<8x64xf32>
    %80 = linalg.fill ins(%cst_0 : f32) outs(%79 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %81 = linalg.matmul ins(%collapsed_70, %transposed_71 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%80 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%81, %cst_27 : tensor<8x64xf32>, tensor<64xf32>) outs(%79 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x64xf32>
    %expanded_72 = tensor.expand_shape %82 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %83 = tensor.empty() : tensor<1x8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<1x8x64xf32>) outs(%83 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_48 : f32
      %167 = math.erf %166 : f32
      %168 = arith.addf %167, %cst_2 : f32
      %169 = arith.mulf %168, %cst_3 : f32
      %170 = arith.mulf %in, %169 : f32
      linalg.yield %170 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_73 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %85 = tensor.empty() : tensor<64x32xf32>
    %transposed_74 = linalg.transpose ins(%cst_26 : tensor<32x64xf32>) outs(%85 : tensor<64x32xf32>) permutation = [1, 0]
    %86 = linalg.matmul ins(%collapsed_73, %transposed_74 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%86, %cst_25 : tensor<8x32xf32>, tensor<32xf32>) outs(%28 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x32xf32>
    %expanded_75 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %77 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x8x32xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x32xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x8x1xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_45 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %91 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %92 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x8x1xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_45 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<1x8x32xf32>) outs(%18 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_46 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %cst_41 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.rsqrt %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %98 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %100 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %cst_24 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %cst_23 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_76 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %transposed_77 = linalg.transpose ins(%cst_22 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0]
    %105 = linalg.matmul ins(%collapsed_76, %transposed_77 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %106 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%105, %cst_21 : tensor<8x32xf32>, tensor<32xf32>) outs(%28 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x32xf32>
    %expanded_78 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<1x8x2x16xf32>) outs(%32 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_80 = linalg.transpose ins(%cst_20 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0]
    %107 = linalg.matmul ins(%collapsed_76, %transposed_80 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %cst_19 : tensor<8x32xf32>, tensor<32xf32>) outs(%28 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x32xf32>
    %expanded_81 = tensor.expand_shape %108 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_82 = linalg.transpose ins(%cst_18 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0]
    %109 = linalg.matmul ins(%collapsed_76, %transposed_82 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %110 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%109, %cst_17 : tensor<8x32xf32>, tensor<32xf32>) outs(%28 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x32xf32>
    %expanded_83 = tensor.expand_shape %110 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_84 = linalg.transpose ins(%expanded_83 : tensor<1x8x2x16xf32>) outs(%32 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_85 = linalg.transpose ins(%expanded_81 : tensor<1x8x2x16xf32>) outs(%37 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1]
    %collapsed_86 = tensor.collapse_shape %transposed_79 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_87 = tensor.collapse_shape %transposed_85 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %111 = linalg.batch_matmul ins(%collapsed_86, %collapsed_87 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%39 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_88 = tensor.expand_shape %111 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<1x2x8x8xf32>) outs(%41 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_47 : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %cst_4 : tensor<1x2x8x8xf32>, tensor<1x1x1x8xf32>) outs(%41 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x8xf32>
    %114:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<1x2x8x8xf32>) outs(%47, %45 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_106: i64):
      %166 = linalg.index 3 : index
      %167 = arith.index_cast %166 : index to i64
      %168 = arith.maximumf %in, %out : f32
      %169 = arith.cmpf ogt, %in, %out : f32
      %170 = arith.select %169, %167, %out_106 : i64
      linalg.yield %168, %170 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_89 = tensor.expand_shape %114#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_89 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%41 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x2x8x8xf32>) outs(%41 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.exp %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<1x2x8x8xf32>) outs(%52 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %117 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%41 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.divf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_90 = tensor.collapse_shape %118 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_91 = tensor.collapse_shape %transposed_84 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %119 = linalg.batch_matmul ins(%collapsed_90, %collapsed_91 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%56 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_92 = tensor.expand_shape %119 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<1x2x8x16xf32>) outs(%58 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3]
    %collapsed_94 = tensor.collapse_shape %transposed_93 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %transposed_95 = linalg.transpose ins(%cst_16 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0]
    %120 = linalg.matmul ins(%collapsed_94, %transposed_95 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %121 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%120, %cst_15 : tensor<8x32xf32>, tensor<32xf32>) outs(%28 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x32xf32>
    %expanded_96 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %104 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x8x32xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x32xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x8x1xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_45 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %125 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %126 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x8x1xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_45 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<1x8x32xf32>) outs(%18 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_46 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %cst_41 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.rsqrt %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %132 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %134 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %cst_14 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %cst_13 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_97 = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %transposed_98 = linalg.transpose ins(%cst_12 : tensor<64x32xf32>) outs(%78 : tensor<32x64xf32>) permutation = [1, 0]
    %139 = linalg.matmul ins(%collapsed_97, %transposed_98 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%80 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%139, %cst_11 : tensor<8x64xf32>, tensor<64xf32>) outs(%79 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x64xf32>
    %expanded_99 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<1x8x64xf32>) outs(%83 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_48 : f32
      %167 = math.erf %166 : f32
      %168 = arith.addf %167, %cst_2 : f32
      %169 = arith.mulf %168, %cst_3 : f32
      %170 = arith.mulf %in, %169 : f32
      linalg.yield %170 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_100 = tensor.collapse_shape %141 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %transposed_101 = linalg.transpose ins(%cst_10 : tensor<32x64xf32>) outs(%85 : tensor<64x32xf32>) permutation = [1, 0]
    %142 = linalg.matmul ins(%collapsed_100, %transposed_101 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%142, %cst_9 : tensor<8x32xf32>, tensor<32xf32>) outs(%28 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<8x32xf32>
    %expanded_102 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102, %138 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x8x32xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x8x1xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_45 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %147 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %148 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%6 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x8x1xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_45 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<1x8x32xf32>) outs(%18 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %out : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.divf %in, %cst_46 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = arith.addf %in, %cst_41 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x8x1xf32>) outs(%16 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.rsqrt %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %154 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.subf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %156 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %cst_8 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.mulf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %cst_7 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x8x32xf32>
    %extracted_slice_103 = tensor.extract_slice %160[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x8x32xf32> to tensor<1x1x32xf32>
    %collapsed_104 = tensor.collapse_shape %extracted_slice_103 [[0, 1], [2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %transposed_105 = linalg.transpose ins(%cst_6 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0]
    %161 = tensor.empty() : tensor<1x32xf32>
    %162 = linalg.fill ins(%cst_0 : f32) outs(%161 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %163 = linalg.matmul ins(%collapsed_104, %transposed_105 : tensor<1x32xf32>, tensor<32x32xf32>) outs(%162 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %164 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%163, %cst_5 : tensor<1x32xf32>, tensor<32xf32>) outs(%161 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %166 = arith.addf %in, %in_106 : f32
      linalg.yield %166 : f32
    } -> tensor<1x32xf32>
    %165 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%164 : tensor<1x32xf32>) outs(%161 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %166 = math.tanh %in : f32
      linalg.yield %166 : f32
    } -> tensor<1x32xf32>
    util.return %160, %165 : tensor<1x8x32xf32>, tensor<1x32xf32>
  }
}

{-#

#-}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200
