#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  util.func public @main(%arg0: tensor<1x8xi64>) -> tensor<1x8x128xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c128 = arith.constant 128 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<8x8xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_21 = arith.constant 0xFF800000 : f32
    %cst_22 = arith.constant 0.594603539 : f32
    %cst_23 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_27 = arith.constant 9.99999997E-7 : f32
    %cst_28 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_29 = arith.constant dense<5.65685415> : tensor<f32>
    %cst_30 = arith.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %cst_31 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<1x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8xi64>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %158 = arith.index_cast %in : i64 to index
      %159 = linalg.index 2 : index
      %160 = arith.cmpi slt, %158, %c128 : index
      cf.assert %160, "index must be smaller than dim size"
      %161 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %161, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_30[%158, %159] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %cst_29 : tensor<1x8x32xf32>, tensor<f32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %3 = tensor.empty() : tensor<8xi64>
    %4 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%3 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %158 = linalg.index 0 : index
      %159 = arith.index_cast %158 : index to i64
      linalg.yield %159 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %expanded_32 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xi64> into tensor<1x1x8xi64>
    %5 = tensor.empty() : tensor<1x1x8xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x1x8xi64>) outs(%5 : tensor<1x1x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %158 = arith.sitofp %in : i64 to f32
      linalg.yield %158 : f32
    } -> tensor<1x1x8xf32>
    %7 = tensor.empty() : tensor<1x4x8xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %9 = linalg.batch_matmul ins(%expanded, %6 : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%8 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %10 = tensor.empty() : tensor<1x8x4xf32>
    %transposed = linalg.transpose ins(%9 : tensor<1x4x8xf32>) outs(%10 : tensor<1x8x4xf32>) permutation = [0, 2, 1]
    %concat = tensor.concat dim(2) %transposed, %transposed : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %11 = tensor.empty() : tensor<1x8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.cos %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.sin %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x8xf32>
    %expanded_33 = tensor.expand_shape %4 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_34 = tensor.expand_shape %4 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %14 = tensor.empty() : tensor<8x8xi64>
    %15 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %expanded_34 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%14 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_113: i64, %out: i64):
      %158 = arith.subi %in, %in_113 : i64
      linalg.yield %158 : i64
    } -> tensor<8x8xi64>
    %16 = tensor.empty() : tensor<8x8xi1>
    %17 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<8x8xi64>) outs(%16 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %158 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %158 : i1
    } -> tensor<8x8xi1>
    %18 = tensor.empty() : tensor<8x8xf32>
    %19 = linalg.generic {indexing_maps = [#map6, #map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_4, %cst_3 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<f32>) outs(%18 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_113: f32, %in_114: f32, %out: f32):
      %158 = arith.select %in, %in_113, %in_114 : f32
      linalg.yield %158 : f32
    } -> tensor<8x8xf32>
    %expanded_35 = tensor.expand_shape %19 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %21 = tensor.empty() : tensor<1x8x1xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_31 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %cst_27 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.rsqrt %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %26 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %28 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %27 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %29 = tensor.empty() : tensor<32x32xf32>
    %transposed_36 = linalg.transpose ins(%cst_25 : tensor<32x32xf32>) outs(%29 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed = tensor.collapse_shape %28 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %30 = tensor.empty() : tensor<8x32xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %32 = linalg.matmul ins(%collapsed, %transposed_36 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_37 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [1, 8, 4, 8] : tensor<8x32xf32> into tensor<1x8x4x8xf32>
    %33 = tensor.empty() : tensor<1x4x8x8xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<1x8x4x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) permutation = [0, 2, 1, 3]
    %34 = tensor.empty() : tensor<32x16xf32>
    %transposed_39 = linalg.transpose ins(%cst_24 : tensor<16x32xf32>) outs(%34 : tensor<32x16xf32>) permutation = [1, 0]
    %35 = tensor.empty() : tensor<8x16xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed_39 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%36 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_40 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %38 = tensor.empty() : tensor<1x2x8x8xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<1x8x2x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_42 = linalg.transpose ins(%cst_23 : tensor<16x32xf32>) outs(%34 : tensor<32x16xf32>) permutation = [1, 0]
    %39 = linalg.matmul ins(%collapsed, %transposed_42 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%36 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_43 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<1x8x2x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %expanded_45 = tensor.expand_shape %12 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_46 = tensor.expand_shape %13 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_38, %expanded_45 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_38[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %41 = tensor.empty() : tensor<1x4x8x4xf32>
    %42 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x4x8x4xf32>) outs(%41 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.negf %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x4xf32>
    %extracted_slice_47 = tensor.extract_slice %transposed_38[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %concat_48 = tensor.concat dim(3) %42, %extracted_slice_47 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_48, %expanded_46 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.addf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_41, %expanded_45 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x8x8xf32>
    %extracted_slice_49 = tensor.extract_slice %transposed_41[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %46 = tensor.empty() : tensor<1x2x8x4xf32>
    %47 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_49 : tensor<1x2x8x4xf32>) outs(%46 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.negf %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x8x4xf32>
    %extracted_slice_50 = tensor.extract_slice %transposed_41[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %concat_51 = tensor.concat dim(3) %47, %extracted_slice_50 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_51, %expanded_46 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.addf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x8x8xf32>
    %50 = tensor.empty() : tensor<1x2x2x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x2x8x8xf32>) outs(%50 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %collapsed_52 = tensor.collapse_shape %51 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<1x4x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_44 : tensor<1x2x8x8xf32>) outs(%50 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.mulf %in, %cst_22 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %transposed_53 = linalg.transpose ins(%collapsed_52 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) permutation = [0, 1, 3, 2]
    %54 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.mulf %in, %cst_22 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_54 = tensor.collapse_shape %53 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_55 = tensor.collapse_shape %54 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %55 = tensor.empty() : tensor<4x8x8xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %57 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%56 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_56 = tensor.expand_shape %57 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_35 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.addf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %59 = tensor.empty() : tensor<1x4x8xi64>
    %60 = linalg.fill ins(%c0_i64 : i64) outs(%59 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %62:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<1x4x8x8xf32>) outs(%61, %60 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_113: i64):
      %158 = linalg.index 3 : index
      %159 = arith.index_cast %158 : index to i64
      %160 = arith.maximumf %in, %out : f32
      %161 = arith.cmpf ogt, %in, %out : f32
      %162 = arith.select %161, %159, %out_113 : i64
      linalg.yield %160, %162 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_57 = tensor.expand_shape %62#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_57 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.subf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.exp %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %65 = tensor.empty() : tensor<1x4x8x1xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<1x4x8x8xf32>) outs(%66 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %67 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.divf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %69 = tensor.empty() : tensor<1x4x8x8xi1>
    %70 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x4x8x8xf32>) outs(%69 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %158 = arith.cmpf oeq, %in, %cst_21 : f32
      linalg.yield %158 : i1
    } -> tensor<1x4x8x8xi1>
    %71 = tensor.empty() : tensor<1x4x8x1xi1>
    %72 = linalg.fill ins(%true : i1) outs(%71 : tensor<1x4x8x1xi1>) -> tensor<1x4x8x1xi1>
    %73 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%70 : tensor<1x4x8x8xi1>) outs(%72 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %158 = arith.andi %in, %out : i1
      linalg.yield %158 : i1
    } -> tensor<1x4x8x1xi1>
    %74 = linalg.generic {indexing_maps = [#map15, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %cst_2, %68 : tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_113: f32, %in_114: f32, %out: f32):
      %158 = arith.select %in, %in_113, %in_114 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_58 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_59 = tensor.collapse_shape %52 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<4x8x8xf32>
    %75 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%56 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_60 = tensor.expand_shape %75 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %76 = tensor.empty() : tensor<1x8x4x8xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<1x4x8x8xf32>) outs(%76 : tensor<1x8x4x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_62 = linalg.transpose ins(%cst_20 : tensor<32x32xf32>) outs(%29 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed_63 = tensor.collapse_shape %transposed_61 [[0, 1], [2, 3]] : tensor<1x8x4x8xf32> into tensor<8x32xf32>
    %77 = linalg.matmul ins(%collapsed_63, %transposed_62 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_64 = tensor.expand_shape %77 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_64 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.addf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_31 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %cst_27 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.rsqrt %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %83 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %85 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_19, %84 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %86 = tensor.empty() : tensor<32x64xf32>
    %transposed_65 = linalg.transpose ins(%cst_18 : tensor<64x32xf32>) outs(%86 : tensor<32x64xf32>) permutation = [1, 0]
    %collapsed_66 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %87 = tensor.empty() : tensor<8x64xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %89 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%88 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_67 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %90 = tensor.empty() : tensor<1x8x64xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<1x8x64xf32>) outs(%90 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.negf %in : f32
      %159 = math.exp %158 : f32
      %160 = arith.addf %159, %cst_1 : f32
      %161 = arith.divf %cst_1, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<1x8x64xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %91 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%90 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x64xf32>
    %transposed_68 = linalg.transpose ins(%cst_17 : tensor<64x32xf32>) outs(%86 : tensor<32x64xf32>) permutation = [1, 0]
    %93 = linalg.matmul ins(%collapsed_66, %transposed_68 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%88 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_69 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %expanded_69 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%90 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x64xf32>
    %95 = tensor.empty() : tensor<64x32xf32>
    %transposed_70 = linalg.transpose ins(%cst_16 : tensor<32x64xf32>) outs(%95 : tensor<64x32xf32>) permutation = [1, 0]
    %collapsed_71 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %96 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_72 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %expanded_72 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.addf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_31 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %cst_27 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.rsqrt %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %102 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %103 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %transposed_73 = linalg.transpose ins(%cst_14 : tensor<32x32xf32>) outs(%29 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed_74 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %105 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_75 = tensor.expand_shape %105 [[0, 1], [2, 3]] output_shape [1, 8, 4, 8] : tensor<8x32xf32> into tensor<1x8x4x8xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<1x8x4x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_77 = linalg.transpose ins(%cst_13 : tensor<16x32xf32>) outs(%34 : tensor<32x16xf32>) permutation = [1, 0]
    %106 = linalg.matmul ins(%collapsed_74, %transposed_77 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%36 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_78 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<1x8x2x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_80 = linalg.transpose ins(%cst_12 : tensor<16x32xf32>) outs(%34 : tensor<32x16xf32>) permutation = [1, 0]
    %107 = linalg.matmul ins(%collapsed_74, %transposed_80 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%36 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_81 = tensor.expand_shape %107 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<1x8x2x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %108 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_76, %expanded_45 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %extracted_slice_83 = tensor.extract_slice %transposed_76[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %109 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_83 : tensor<1x4x8x4xf32>) outs(%41 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.negf %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x4xf32>
    %extracted_slice_84 = tensor.extract_slice %transposed_76[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %concat_85 = tensor.concat dim(3) %109, %extracted_slice_84 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_85, %expanded_46 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %110 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.addf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_79, %expanded_45 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x8x8xf32>
    %extracted_slice_86 = tensor.extract_slice %transposed_79[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %113 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_86 : tensor<1x2x8x4xf32>) outs(%46 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.negf %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x8x4xf32>
    %extracted_slice_87 = tensor.extract_slice %transposed_79[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %concat_88 = tensor.concat dim(3) %113, %extracted_slice_87 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_88, %expanded_46 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.addf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x2x8x8xf32>) outs(%50 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %collapsed_89 = tensor.collapse_shape %116 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<1x4x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_82 : tensor<1x2x8x8xf32>) outs(%50 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.mulf %in, %cst_22 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %transposed_90 = linalg.transpose ins(%collapsed_89 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) permutation = [0, 1, 3, 2]
    %119 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_90 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.mulf %in, %cst_22 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_91 = tensor.collapse_shape %118 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_92 = tensor.collapse_shape %119 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %120 = linalg.batch_matmul ins(%collapsed_91, %collapsed_92 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%56 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_93 = tensor.expand_shape %120 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_93, %expanded_35 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.addf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %122:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<1x4x8x8xf32>) outs(%61, %60 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_113: i64):
      %158 = linalg.index 3 : index
      %159 = arith.index_cast %158 : index to i64
      %160 = arith.maximumf %in, %out : f32
      %161 = arith.cmpf ogt, %in, %out : f32
      %162 = arith.select %161, %159, %out_113 : i64
      linalg.yield %160, %162 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_94 = tensor.expand_shape %122#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_94 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.subf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.exp %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<1x4x8x8xf32>) outs(%66 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %125 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.divf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<1x4x8x8xf32>) outs(%69 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %158 = arith.cmpf oeq, %in, %cst_21 : f32
      linalg.yield %158 : i1
    } -> tensor<1x4x8x8xi1>
    %128 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<1x4x8x8xi1>) outs(%72 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %158 = arith.andi %in, %out : i1
      linalg.yield %158 : i1
    } -> tensor<1x4x8x1xi1>
    %129 = linalg.generic {indexing_maps = [#map15, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %cst_2, %126 : tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_113: f32, %in_114: f32, %out: f32):
      %158 = arith.select %in, %in_113, %in_114 : f32
      linalg.yield %158 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_95 = tensor.collapse_shape %129 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_96 = tensor.collapse_shape %117 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<4x8x8xf32>
    %130 = linalg.batch_matmul ins(%collapsed_95, %collapsed_96 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%56 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_97 = tensor.expand_shape %130 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %transposed_98 = linalg.transpose ins(%expanded_97 : tensor<1x4x8x8xf32>) outs(%76 : tensor<1x8x4x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_99 = linalg.transpose ins(%cst_11 : tensor<32x32xf32>) outs(%29 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed_100 = tensor.collapse_shape %transposed_98 [[0, 1], [2, 3]] : tensor<1x8x4x8xf32> into tensor<8x32xf32>
    %131 = linalg.matmul ins(%collapsed_100, %transposed_99 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_101 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %expanded_101 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.addf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_31 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %cst_27 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.rsqrt %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %137 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %139 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_10, %138 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %transposed_102 = linalg.transpose ins(%cst_9 : tensor<64x32xf32>) outs(%86 : tensor<32x64xf32>) permutation = [1, 0]
    %collapsed_103 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %140 = linalg.matmul ins(%collapsed_103, %transposed_102 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%88 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_104 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<1x8x64xf32>) outs(%90 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.negf %in : f32
      %159 = math.exp %158 : f32
      %160 = arith.addf %159, %cst_1 : f32
      %161 = arith.divf %cst_1, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<1x8x64xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %141 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%90 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x64xf32>
    %transposed_105 = linalg.transpose ins(%cst_8 : tensor<64x32xf32>) outs(%86 : tensor<32x64xf32>) permutation = [1, 0]
    %143 = linalg.matmul ins(%collapsed_103, %transposed_105 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%88 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_106 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %expanded_106 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%90 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x64xf32>
    %transposed_107 = linalg.transpose ins(%cst_7 : tensor<32x64xf32>) outs(%95 : tensor<64x32xf32>) permutation = [1, 0]
    %collapsed_108 = tensor.collapse_shape %144 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %145 = linalg.matmul ins(%collapsed_108, %transposed_107 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_109 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_109 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.addf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_31 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %cst_27 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.rsqrt %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %151 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %153 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6, %152 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %158 = arith.mulf %in, %in_113 : f32
      linalg.yield %158 : f32
    } -> tensor<1x8x32xf32>
    %154 = tensor.empty() : tensor<32x128xf32>
    %transposed_110 = linalg.transpose ins(%cst_5 : tensor<128x32xf32>) outs(%154 : tensor<32x128xf32>) permutation = [1, 0]
    %collapsed_111 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %155 = tensor.empty() : tensor<8x128xf32>
    %156 = linalg.fill ins(%cst : f32) outs(%155 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %157 = linalg.matmul ins(%collapsed_111, %transposed_110 : tensor<8x32xf32>, tensor<32x128xf32>) outs(%156 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %expanded_112 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
    util.return %expanded_112 : tensor<1x8x128xf32>
  }
}

{-#

#-}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15
