#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1) -> (d1)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x8xi64>) -> (tensor<1x8x32xf32>, tensor<1x32xf32>) {
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_9> : tensor<32x32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_42 = arith.constant 9.9999999999999998E-13 : f64
    %cst_43 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_2_32_torch.float32> : tensor<2x32xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %c0 = arith.constant 0 : index
    %cst_46 = arith.constant 3.200000e+01 : f64
    %cst_47 = arith.constant 3.200000e+01 : f32
    %cst_48 = arith.constant 2.500000e-01 : f32
    %cst_49 = arith.constant 1.41421354 : f32
    %cst_50 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xi64>
    %cst_51 = arith.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>
    %extracted_slice = tensor.extract_slice %cst_51[0, 0] [1, 8] [1, 1] : tensor<1x32xi64> to tensor<1x8xi64>
    %0 = tensor.empty() : tensor<1x8xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%1 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %177 = arith.index_cast %in : i64 to index
      %178 = arith.cmpi slt, %177, %c32 : index
      cf.assert %178, "index must be smaller than dim size"
      %179 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %179, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_50[%c0, %177] : tensor<1x32xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x8xi64>
    %3 = tensor.empty() : tensor<1x8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8xi64>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %177 = arith.index_cast %in : i64 to index
      %178 = linalg.index 2 : index
      %179 = arith.cmpi slt, %177, %c64 : index
      cf.assert %179, "index must be smaller than dim size"
      %180 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %180, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_45[%177, %178] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x8xi64>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %177 = arith.index_cast %in : i64 to index
      %178 = linalg.index 2 : index
      %179 = arith.cmpi slt, %177, %c2 : index
      cf.assert %179, "index must be smaller than dim size"
      %180 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %180, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_44[%177, %178] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %5 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %177 = arith.index_cast %in : i64 to index
      %178 = linalg.index 2 : index
      %179 = arith.cmpi slt, %177, %c32 : index
      cf.assert %179, "index must be smaller than dim size"
      %180 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %180, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_43[%177, %178] : tensor<32x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %9 = tensor.empty() : tensor<1x8x32xf64>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %11 = tensor.empty() : tensor<1x8x1xf64>
    %12 = linalg.fill ins(%cst : f64) outs(%11 : tensor<1x8x1xf64>) -> tensor<1x8x1xf64>
    %13 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<1x8x32xf64>) outs(%12 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1xf64>) outs(%11 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_46 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %14 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %177 = arith.subf %in, %in_108 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %15 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %177 = arith.mulf %in, %in_108 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %17 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<1x8x32xf64>) outs(%12 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x8x1xf64>) outs(%11 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_46 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %19 = tensor.empty() : tensor<1x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x8x1xf64>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x8x32xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_47 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_42 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %23 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.subf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %25 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.mulf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %cst_41 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.mulf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %cst_40 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %30 = tensor.empty() : tensor<8xi64>
    %31 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%30 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %177 = linalg.index 0 : index
      %178 = arith.index_cast %177 : index to i64
      linalg.yield %178 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %31 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %32 = tensor.empty() : tensor<1x1x8x1xi1>
    %33 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x8x1xi64>) outs(%32 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %177 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %177 : i1
    } -> tensor<1x1x8x1xi1>
    %34 = tensor.empty() : tensor<1x1x8x8xi1>
    %collapsed = tensor.collapse_shape %33 [[0], [1], [2, 3]] : tensor<1x1x8x1xi1> into tensor<1x1x8xi1>
    %35 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x1x8xi1>) outs(%34 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x1x8x8xi1>
    %36 = tensor.empty() : tensor<1x1x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map8, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_5, %cst_4 : tensor<1x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%36 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %177 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %177 : f32
    } -> tensor<1x1x8x8xf32>
    %collapsed_52 = tensor.collapse_shape %29 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %38 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_39 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0]
    %39 = tensor.empty() : tensor<8x32xf32>
    %40 = linalg.fill ins(%cst_0 : f32) outs(%39 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %41 = linalg.matmul ins(%collapsed_52, %transposed : tensor<8x32xf32>, tensor<32x32xf32>) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_38 : tensor<8x32xf32>, tensor<32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x32xf32>
    %expanded_53 = tensor.expand_shape %42 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %43 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<1x8x2x16xf32>) outs(%43 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_55 = linalg.transpose ins(%cst_37 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0]
    %44 = linalg.matmul ins(%collapsed_52, %transposed_55 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%44, %cst_36 : tensor<8x32xf32>, tensor<32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x32xf32>
    %expanded_56 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_57 = linalg.transpose ins(%cst_35 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0]
    %46 = linalg.matmul ins(%collapsed_52, %transposed_57 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%46, %cst_34 : tensor<8x32xf32>, tensor<32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x32xf32>
    %expanded_58 = tensor.expand_shape %47 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<1x8x2x16xf32>) outs(%43 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %48 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed_60 = linalg.transpose ins(%expanded_56 : tensor<1x8x2x16xf32>) outs(%48 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1]
    %collapsed_61 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_62 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %49 = tensor.empty() : tensor<2x8x8xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %51 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%50 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_63 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %52 = tensor.empty() : tensor<1x2x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x2x8x8xf32>) outs(%52 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.mulf %in, %cst_48 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %37 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%52 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x8xf32>
    %55 = tensor.empty() : tensor<1x2x8xi64>
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %57 = tensor.empty() : tensor<1x2x8xf32>
    %58 = linalg.fill ins(%cst_1 : f32) outs(%57 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %59:2 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x2x8x8xf32>) outs(%58, %56 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_108: i64):
      %177 = linalg.index 3 : index
      %178 = arith.index_cast %177 : index to i64
      %179 = arith.maximumf %in, %out : f32
      %180 = arith.cmpf ogt, %in, %out : f32
      %181 = arith.select %180, %178, %out_108 : i64
      linalg.yield %179, %181 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_64 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_64 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%52 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.subf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x2x8x8xf32>) outs(%52 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.exp %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x8xf32>
    %62 = tensor.empty() : tensor<1x2x8x1xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<1x2x8x8xf32>) outs(%63 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%52 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.divf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_65 = tensor.collapse_shape %65 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_66 = tensor.collapse_shape %transposed_59 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %66 = tensor.empty() : tensor<2x8x16xf32>
    %67 = linalg.fill ins(%cst_0 : f32) outs(%66 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %68 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%67 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_67 = tensor.expand_shape %68 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %69 = tensor.empty() : tensor<1x8x2x16xf32>
    %transposed_68 = linalg.transpose ins(%expanded_67 : tensor<1x2x8x16xf32>) outs(%69 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3]
    %collapsed_69 = tensor.collapse_shape %transposed_68 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %transposed_70 = linalg.transpose ins(%cst_33 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0]
    %70 = linalg.matmul ins(%collapsed_69, %transposed_70 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%70, %cst_32 : tensor<8x32xf32>, tensor<32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x32xf32>
    %expanded_71 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %29 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %74 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<1x8x32xf64>) outs(%12 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x8x1xf64>) outs(%11 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_46 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %177 = arith.subf %in, %in_108 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %77 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %177 = arith.mulf %in, %in_108 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %78 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<1x8x32xf64>) outs(%12 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %79 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x8x1xf64>) outs(%11 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_46 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x8x1xf64>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<1x8x32xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_47 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_42 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %82 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.subf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %84 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.mulf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %cst_31 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.mulf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %cst_30 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_72 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %89 = tensor.empty() : tensor<32x64xf32>
    %transposed_73 = linalg.transpose ins(%cst_29 : tensor<64x32xf32>) outs(%89 : tensor<32x64xf32>) permutation = [1, 0]
    %90 = tensor.empty() : tensor<8x64xf32>
    %91 = linalg.fill ins(%cst_0 : f32) outs(%90 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %92 = linalg.matmul ins(%collapsed_72, %transposed_73 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%91 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%92, %cst_28 : tensor<8x64xf32>, tensor<64xf32>) outs(%90 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x64xf32>
    %expanded_74 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %94 = tensor.empty() : tensor<1x8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<1x8x64xf32>) outs(%94 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_49 : f32
      %178 = math.erf %177 : f32
      %179 = arith.addf %178, %cst_2 : f32
      %180 = arith.mulf %179, %cst_3 : f32
      %181 = arith.mulf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_75 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %96 = tensor.empty() : tensor<64x32xf32>
    %transposed_76 = linalg.transpose ins(%cst_27 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0]
    %97 = linalg.matmul ins(%collapsed_75, %transposed_76 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%97, %cst_26 : tensor<8x32xf32>, tensor<32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x32xf32>
    %expanded_77 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %88 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %101 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<1x8x32xf64>) outs(%12 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %102 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x8x1xf64>) outs(%11 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_46 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %103 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %102 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %177 = arith.subf %in, %in_108 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %103 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %177 = arith.mulf %in, %in_108 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %105 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<1x8x32xf64>) outs(%12 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x8x1xf64>) outs(%11 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_46 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x8x1xf64>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<1x8x32xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_47 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_42 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %109 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.subf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %111 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.mulf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %cst_25 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.mulf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %cst_24 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_78 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %transposed_79 = linalg.transpose ins(%cst_23 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0]
    %116 = linalg.matmul ins(%collapsed_78, %transposed_79 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_22 : tensor<8x32xf32>, tensor<32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x32xf32>
    %expanded_80 = tensor.expand_shape %117 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_81 = linalg.transpose ins(%expanded_80 : tensor<1x8x2x16xf32>) outs(%43 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_82 = linalg.transpose ins(%cst_21 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0]
    %118 = linalg.matmul ins(%collapsed_78, %transposed_82 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%118, %cst_20 : tensor<8x32xf32>, tensor<32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x32xf32>
    %expanded_83 = tensor.expand_shape %119 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_84 = linalg.transpose ins(%cst_19 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0]
    %120 = linalg.matmul ins(%collapsed_78, %transposed_84 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%120, %cst_18 : tensor<8x32xf32>, tensor<32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x32xf32>
    %expanded_85 = tensor.expand_shape %121 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_86 = linalg.transpose ins(%expanded_85 : tensor<1x8x2x16xf32>) outs(%43 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_87 = linalg.transpose ins(%expanded_83 : tensor<1x8x2x16xf32>) outs(%48 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1]
    %collapsed_88 = tensor.collapse_shape %transposed_81 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_89 = tensor.collapse_shape %transposed_87 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %122 = linalg.batch_matmul ins(%collapsed_88, %collapsed_89 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%50 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_90 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_90 : tensor<1x2x8x8xf32>) outs(%52 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.mulf %in, %cst_48 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %37 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%52 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x8xf32>
    %125:2 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<1x2x8x8xf32>) outs(%58, %56 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_108: i64):
      %177 = linalg.index 3 : index
      %178 = arith.index_cast %177 : index to i64
      %179 = arith.maximumf %in, %out : f32
      %180 = arith.cmpf ogt, %in, %out : f32
      %181 = arith.select %180, %178, %out_108 : i64
      linalg.yield %179, %181 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_91 = tensor.expand_shape %125#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_91 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%52 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.subf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x2x8x8xf32>) outs(%52 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.exp %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x8xf32>
    %128 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<1x2x8x8xf32>) outs(%63 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %128 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%52 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.divf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_92 = tensor.collapse_shape %129 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_93 = tensor.collapse_shape %transposed_86 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %130 = linalg.batch_matmul ins(%collapsed_92, %collapsed_93 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%67 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_94 = tensor.expand_shape %130 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %transposed_95 = linalg.transpose ins(%expanded_94 : tensor<1x2x8x16xf32>) outs(%69 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3]
    %collapsed_96 = tensor.collapse_shape %transposed_95 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %transposed_97 = linalg.transpose ins(%cst_17 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0]
    %131 = linalg.matmul ins(%collapsed_96, %transposed_97 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%131, %cst_16 : tensor<8x32xf32>, tensor<32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x32xf32>
    %expanded_98 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %115 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %135 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<1x8x32xf64>) outs(%12 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x8x1xf64>) outs(%11 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_46 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %137 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %136 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %177 = arith.subf %in, %in_108 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %138 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %137 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %177 = arith.mulf %in, %in_108 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %139 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<1x8x32xf64>) outs(%12 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x8x1xf64>) outs(%11 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_46 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x8x1xf64>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<1x8x32xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_47 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_42 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %143 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.subf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %145 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.mulf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %cst_15 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.mulf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %cst_14 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_99 = tensor.collapse_shape %149 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %transposed_100 = linalg.transpose ins(%cst_13 : tensor<64x32xf32>) outs(%89 : tensor<32x64xf32>) permutation = [1, 0]
    %150 = linalg.matmul ins(%collapsed_99, %transposed_100 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%91 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%150, %cst_12 : tensor<8x64xf32>, tensor<64xf32>) outs(%90 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x64xf32>
    %expanded_101 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<1x8x64xf32>) outs(%94 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_49 : f32
      %178 = math.erf %177 : f32
      %179 = arith.addf %178, %cst_2 : f32
      %180 = arith.mulf %179, %cst_3 : f32
      %181 = arith.mulf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_102 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %transposed_103 = linalg.transpose ins(%cst_11 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0]
    %153 = linalg.matmul ins(%collapsed_102, %transposed_103 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%153, %cst_10 : tensor<8x32xf32>, tensor<32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<8x32xf32>
    %expanded_104 = tensor.expand_shape %154 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %155 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %149 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x8x32xf32>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %157 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<1x8x32xf64>) outs(%12 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x8x1xf64>) outs(%11 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_46 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %159 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %158 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %177 = arith.subf %in, %in_108 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %160 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %159 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%9 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %177 = arith.mulf %in, %in_108 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x32xf64>
    %161 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<1x8x32xf64>) outs(%12 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x8x1xf64>) outs(%11 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_46 : f64
      linalg.yield %177 : f64
    } -> tensor<1x8x1xf64>
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x8x1xf64>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<1x8x32xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_47 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_42 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x8x1xf32>
    %167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x8x1xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x1xf32>
    %168 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %165 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.subf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %167 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.mulf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %cst_9 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.mulf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %cst_8 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x8x32xf32>
    %extracted_slice_105 = tensor.extract_slice %171[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x8x32xf32> to tensor<1x1x32xf32>
    %collapsed_106 = tensor.collapse_shape %extracted_slice_105 [[0, 1], [2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %transposed_107 = linalg.transpose ins(%cst_7 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0]
    %172 = tensor.empty() : tensor<1x32xf32>
    %173 = linalg.fill ins(%cst_0 : f32) outs(%172 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %174 = linalg.matmul ins(%collapsed_106, %transposed_107 : tensor<1x32xf32>, tensor<32x32xf32>) outs(%173 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel"]} ins(%174, %cst_6 : tensor<1x32xf32>, tensor<32xf32>) outs(%172 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %177 = arith.addf %in, %in_108 : f32
      linalg.yield %177 : f32
    } -> tensor<1x32xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%175 : tensor<1x32xf32>) outs(%172 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.tanh %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x32xf32>
    return %171, %176 : tensor<1x8x32xf32>, tensor<1x32xf32>
  }
}
// irlower-stages: fx_graph=709d2e73740e torch_mlir=32a083bb9f5f
