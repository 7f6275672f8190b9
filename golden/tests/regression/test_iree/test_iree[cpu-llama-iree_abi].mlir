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
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x128xf32>)"}} {
    %cst = arith.constant 3.200000e+01 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %cst_1 = arith.constant dense<5.65685415> : tensor<f32>
    %cst_2 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_3 = arith.constant 9.99999997E-7 : f32
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
    %cst_8 = arith.constant 0.594603539 : f32
    %cst_9 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>
    %cst_25 = arith.constant dense<-3.40282347E+38> : tensor<8x8xf32>
    %cst_26 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_27 = arith.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
    %cst_28 = arith.constant 1.000000e+00 : f32
    %true = arith.constant true
    %cst_29 = arith.constant 0xFF800000 : f32
    %cst_30 = arith.constant 0.000000e+00 : f32
    %c128 = arith.constant 128 : index
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8xi64>
    %1 = tensor.empty() : tensor<1x8x32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<1x8xi64>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %160 = arith.index_cast %in : i64 to index
      %161 = linalg.index 2 : index
      %162 = arith.cmpi slt, %160, %c128 : index
      cf.assert %162, "index must be smaller than dim size"
      %163 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %163, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_0[%160, %161] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %cst_1 : tensor<1x8x32xf32>, tensor<f32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %4 = tensor.empty() : tensor<8xi64>
    %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%4 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %160 = linalg.index 0 : index
      %161 = arith.index_cast %160 : index to i64
      linalg.yield %161 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %cst_2 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %expanded_31 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xi64> into tensor<1x1x8xi64>
    %6 = tensor.empty() : tensor<1x1x8xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<1x1x8xi64>) outs(%6 : tensor<1x1x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %160 = arith.sitofp %in : i64 to f32
      linalg.yield %160 : f32
    } -> tensor<1x1x8xf32>
    %8 = tensor.empty() : tensor<1x4x8xf32>
    %9 = linalg.fill ins(%cst_30 : f32) outs(%8 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %10 = linalg.batch_matmul ins(%expanded, %7 : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%9 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %11 = tensor.empty() : tensor<1x8x4xf32>
    %transposed = linalg.transpose ins(%10 : tensor<1x4x8xf32>) outs(%11 : tensor<1x8x4xf32>) permutation = [0, 2, 1]
    %concat = tensor.concat dim(2) %transposed, %transposed : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %12 = tensor.empty() : tensor<1x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%12 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.cos %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%12 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.sin %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x8xf32>
    %expanded_32 = tensor.expand_shape %5 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_33 = tensor.expand_shape %5 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %15 = tensor.empty() : tensor<8x8xi64>
    %16 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_32, %expanded_33 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%15 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_112: i64, %out: i64):
      %160 = arith.subi %in, %in_112 : i64
      linalg.yield %160 : i64
    } -> tensor<8x8xi64>
    %17 = tensor.empty() : tensor<8x8xi1>
    %18 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<8x8xi64>) outs(%17 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %160 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %160 : i1
    } -> tensor<8x8xi1>
    %19 = tensor.empty() : tensor<8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map6, #map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_25, %cst_26 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<f32>) outs(%19 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_112: f32, %in_113: f32, %out: f32):
      %160 = arith.select %in, %in_112, %in_113 : f32
      linalg.yield %160 : f32
    } -> tensor<8x8xf32>
    %expanded_34 = tensor.expand_shape %20 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %22 = tensor.empty() : tensor<1x8x1xf32>
    %23 = linalg.fill ins(%cst_30 : f32) outs(%22 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x8x32xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.divf %in, %cst : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %cst_3 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.rsqrt %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %27 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %29 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_4, %28 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %30 = tensor.empty() : tensor<32x32xf32>
    %transposed_35 = linalg.transpose ins(%cst_5 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed = tensor.collapse_shape %29 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %31 = tensor.empty() : tensor<8x32xf32>
    %32 = linalg.fill ins(%cst_30 : f32) outs(%31 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed_35 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_36 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [1, 8, 4, 8] : tensor<8x32xf32> into tensor<1x8x4x8xf32>
    %34 = tensor.empty() : tensor<1x4x8x8xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<1x8x4x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) permutation = [0, 2, 1, 3]
    %35 = tensor.empty() : tensor<32x16xf32>
    %transposed_38 = linalg.transpose ins(%cst_6 : tensor<16x32xf32>) outs(%35 : tensor<32x16xf32>) permutation = [1, 0]
    %36 = tensor.empty() : tensor<8x16xf32>
    %37 = linalg.fill ins(%cst_30 : f32) outs(%36 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %38 = linalg.matmul ins(%collapsed, %transposed_38 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_39 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %39 = tensor.empty() : tensor<1x2x8x8xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<1x8x2x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_41 = linalg.transpose ins(%cst_7 : tensor<16x32xf32>) outs(%35 : tensor<32x16xf32>) permutation = [1, 0]
    %40 = linalg.matmul ins(%collapsed, %transposed_41 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_42 = tensor.expand_shape %40 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<1x8x2x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %expanded_44 = tensor.expand_shape %13 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_45 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_37, %expanded_44 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_37[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %42 = tensor.empty() : tensor<1x4x8x4xf32>
    %43 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x4x8x4xf32>) outs(%42 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.negf %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x4xf32>
    %extracted_slice_46 = tensor.extract_slice %transposed_37[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %concat_47 = tensor.concat dim(3) %43, %extracted_slice_46 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_47, %expanded_45 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %44 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.addf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_40, %expanded_44 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x2x8x8xf32>
    %extracted_slice_48 = tensor.extract_slice %transposed_40[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %47 = tensor.empty() : tensor<1x2x8x4xf32>
    %48 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_48 : tensor<1x2x8x4xf32>) outs(%47 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.negf %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x2x8x4xf32>
    %extracted_slice_49 = tensor.extract_slice %transposed_40[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %concat_50 = tensor.concat dim(3) %48, %extracted_slice_49 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_50, %expanded_45 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x2x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %49 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.addf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x2x8x8xf32>
    %51 = tensor.empty() : tensor<1x2x2x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x2x8x8xf32>) outs(%51 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %collapsed_51 = tensor.collapse_shape %52 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<1x4x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_43 : tensor<1x2x8x8xf32>) outs(%51 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %cst_8 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %transposed_52 = linalg.transpose ins(%collapsed_51 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) permutation = [0, 1, 3, 2]
    %55 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_52 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %cst_8 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_53 = tensor.collapse_shape %54 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_54 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %56 = tensor.empty() : tensor<4x8x8xf32>
    %57 = linalg.fill ins(%cst_30 : f32) outs(%56 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %58 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%57 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_55 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_55, %expanded_34 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.addf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %60 = tensor.empty() : tensor<1x4x8xi64>
    %61 = linalg.fill ins(%c0_i64 : i64) outs(%60 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %62 = linalg.fill ins(%cst_29 : f32) outs(%8 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %63:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<1x4x8x8xf32>) outs(%62, %61 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_112: i64):
      %160 = linalg.index 3 : index
      %161 = arith.index_cast %160 : index to i64
      %162 = arith.maximumf %in, %out : f32
      %163 = arith.cmpf ogt, %in, %out : f32
      %164 = arith.select %163, %161, %out_112 : i64
      linalg.yield %162, %164 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_56 = tensor.expand_shape %63#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_56 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.subf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.exp %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %66 = tensor.empty() : tensor<1x4x8x1xf32>
    %67 = linalg.fill ins(%cst_30 : f32) outs(%66 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<1x4x8x8xf32>) outs(%67 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %68 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.divf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %70 = tensor.empty() : tensor<1x4x8x8xi1>
    %71 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x4x8x8xf32>) outs(%70 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %160 = arith.cmpf oeq, %in, %cst_29 : f32
      linalg.yield %160 : i1
    } -> tensor<1x4x8x8xi1>
    %72 = tensor.empty() : tensor<1x4x8x1xi1>
    %73 = linalg.fill ins(%true : i1) outs(%72 : tensor<1x4x8x1xi1>) -> tensor<1x4x8x1xi1>
    %74 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<1x4x8x8xi1>) outs(%73 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %160 = arith.andi %in, %out : i1
      linalg.yield %160 : i1
    } -> tensor<1x4x8x1xi1>
    %75 = linalg.generic {indexing_maps = [#map15, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %cst_27, %69 : tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_112: f32, %in_113: f32, %out: f32):
      %160 = arith.select %in, %in_112, %in_113 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_57 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_58 = tensor.collapse_shape %53 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<4x8x8xf32>
    %76 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%57 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_59 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %77 = tensor.empty() : tensor<1x8x4x8xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<1x4x8x8xf32>) outs(%77 : tensor<1x8x4x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_61 = linalg.transpose ins(%cst_9 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed_62 = tensor.collapse_shape %transposed_60 [[0, 1], [2, 3]] : tensor<1x8x4x8xf32> into tensor<8x32xf32>
    %78 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_63 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %expanded_63 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.addf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x8x32xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.divf %in, %cst : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %cst_3 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.rsqrt %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %84 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %86 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_10, %85 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %87 = tensor.empty() : tensor<32x64xf32>
    %transposed_64 = linalg.transpose ins(%cst_11 : tensor<64x32xf32>) outs(%87 : tensor<32x64xf32>) permutation = [1, 0]
    %collapsed_65 = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %88 = tensor.empty() : tensor<8x64xf32>
    %89 = linalg.fill ins(%cst_30 : f32) outs(%88 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %90 = linalg.matmul ins(%collapsed_65, %transposed_64 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_66 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %91 = tensor.empty() : tensor<1x8x64xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<1x8x64xf32>) outs(%91 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.negf %in : f32
      %161 = math.exp %160 : f32
      %162 = arith.addf %161, %cst_28 : f32
      %163 = arith.divf %cst_28, %162 : f32
      linalg.yield %163 : f32
    } -> tensor<1x8x64xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %92 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%91 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x64xf32>
    %transposed_67 = linalg.transpose ins(%cst_12 : tensor<64x32xf32>) outs(%87 : tensor<32x64xf32>) permutation = [1, 0]
    %94 = linalg.matmul ins(%collapsed_65, %transposed_67 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_68 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %expanded_68 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%91 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x64xf32>
    %96 = tensor.empty() : tensor<64x32xf32>
    %transposed_69 = linalg.transpose ins(%cst_13 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0]
    %collapsed_70 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %97 = linalg.matmul ins(%collapsed_70, %transposed_69 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%32 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_71 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %expanded_71 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.addf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<1x8x32xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.divf %in, %cst : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %cst_3 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.rsqrt %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %103 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %105 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_14, %104 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %transposed_72 = linalg.transpose ins(%cst_15 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed_73 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %106 = linalg.matmul ins(%collapsed_73, %transposed_72 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_74 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [1, 8, 4, 8] : tensor<8x32xf32> into tensor<1x8x4x8xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<1x8x4x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_76 = linalg.transpose ins(%cst_16 : tensor<16x32xf32>) outs(%35 : tensor<32x16xf32>) permutation = [1, 0]
    %107 = linalg.matmul ins(%collapsed_73, %transposed_76 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_77 = tensor.expand_shape %107 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<1x8x2x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_79 = linalg.transpose ins(%cst_17 : tensor<16x32xf32>) outs(%35 : tensor<32x16xf32>) permutation = [1, 0]
    %108 = linalg.matmul ins(%collapsed_73, %transposed_79 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%37 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_80 = tensor.expand_shape %108 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %transposed_81 = linalg.transpose ins(%expanded_80 : tensor<1x8x2x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %109 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_75, %expanded_44 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %extracted_slice_82 = tensor.extract_slice %transposed_75[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %110 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_82 : tensor<1x4x8x4xf32>) outs(%42 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.negf %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x4xf32>
    %extracted_slice_83 = tensor.extract_slice %transposed_75[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %concat_84 = tensor.concat dim(3) %110, %extracted_slice_83 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_84, %expanded_45 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %111 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.addf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_78, %expanded_44 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x2x8x8xf32>
    %extracted_slice_85 = tensor.extract_slice %transposed_78[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %114 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_85 : tensor<1x2x8x4xf32>) outs(%47 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.negf %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x2x8x4xf32>
    %extracted_slice_86 = tensor.extract_slice %transposed_78[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %concat_87 = tensor.concat dim(3) %114, %extracted_slice_86 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_87, %expanded_45 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x2x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.addf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x2x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x2x8x8xf32>) outs(%51 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %collapsed_88 = tensor.collapse_shape %117 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<1x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_81 : tensor<1x2x8x8xf32>) outs(%51 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %cst_8 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %transposed_89 = linalg.transpose ins(%collapsed_88 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) permutation = [0, 1, 3, 2]
    %120 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_89 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %cst_8 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_90 = tensor.collapse_shape %119 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_91 = tensor.collapse_shape %120 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %121 = linalg.batch_matmul ins(%collapsed_90, %collapsed_91 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%57 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_92 = tensor.expand_shape %121 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_92, %expanded_34 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.addf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %123:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%122 : tensor<1x4x8x8xf32>) outs(%62, %61 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_112: i64):
      %160 = linalg.index 3 : index
      %161 = arith.index_cast %160 : index to i64
      %162 = arith.maximumf %in, %out : f32
      %163 = arith.cmpf ogt, %in, %out : f32
      %164 = arith.select %163, %161, %out_112 : i64
      linalg.yield %162, %164 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_93 = tensor.expand_shape %123#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_93 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.subf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.exp %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %126 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%125 : tensor<1x4x8x8xf32>) outs(%67 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %126 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.divf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %128 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x4x8x8xf32>) outs(%70 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %160 = arith.cmpf oeq, %in, %cst_29 : f32
      linalg.yield %160 : i1
    } -> tensor<1x4x8x8xi1>
    %129 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%128 : tensor<1x4x8x8xi1>) outs(%73 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %160 = arith.andi %in, %out : i1
      linalg.yield %160 : i1
    } -> tensor<1x4x8x1xi1>
    %130 = linalg.generic {indexing_maps = [#map15, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %cst_27, %127 : tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_112: f32, %in_113: f32, %out: f32):
      %160 = arith.select %in, %in_112, %in_113 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_94 = tensor.collapse_shape %130 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_95 = tensor.collapse_shape %118 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<4x8x8xf32>
    %131 = linalg.batch_matmul ins(%collapsed_94, %collapsed_95 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%57 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_96 = tensor.expand_shape %131 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<1x4x8x8xf32>) outs(%77 : tensor<1x8x4x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_98 = linalg.transpose ins(%cst_18 : tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed_99 = tensor.collapse_shape %transposed_97 [[0, 1], [2, 3]] : tensor<1x8x4x8xf32> into tensor<8x32xf32>
    %132 = linalg.matmul ins(%collapsed_99, %transposed_98 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_100 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %expanded_100 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.addf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<1x8x32xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.divf %in, %cst : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %cst_3 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.rsqrt %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %138 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %140 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_19, %139 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %transposed_101 = linalg.transpose ins(%cst_20 : tensor<64x32xf32>) outs(%87 : tensor<32x64xf32>) permutation = [1, 0]
    %collapsed_102 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %141 = linalg.matmul ins(%collapsed_102, %transposed_101 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_103 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<1x8x64xf32>) outs(%91 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.negf %in : f32
      %161 = math.exp %160 : f32
      %162 = arith.addf %161, %cst_28 : f32
      %163 = arith.divf %cst_28, %162 : f32
      linalg.yield %163 : f32
    } -> tensor<1x8x64xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %142 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%91 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x64xf32>
    %transposed_104 = linalg.transpose ins(%cst_21 : tensor<64x32xf32>) outs(%87 : tensor<32x64xf32>) permutation = [1, 0]
    %144 = linalg.matmul ins(%collapsed_102, %transposed_104 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_105 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %expanded_105 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%91 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x64xf32>
    %transposed_106 = linalg.transpose ins(%cst_22 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0]
    %collapsed_107 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %146 = linalg.matmul ins(%collapsed_107, %transposed_106 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%32 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_108 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %expanded_108 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.addf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<1x8x32xf32>) outs(%23 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.divf %in, %cst : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %cst_3 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x8x1xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.rsqrt %in : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %152 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %154 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23, %153 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_112: f32, %out: f32):
      %160 = arith.mulf %in, %in_112 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x32xf32>
    %155 = tensor.empty() : tensor<32x128xf32>
    %transposed_109 = linalg.transpose ins(%cst_24 : tensor<128x32xf32>) outs(%155 : tensor<32x128xf32>) permutation = [1, 0]
    %collapsed_110 = tensor.collapse_shape %154 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %156 = tensor.empty() : tensor<8x128xf32>
    %157 = linalg.fill ins(%cst_30 : f32) outs(%156 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %158 = linalg.matmul ins(%collapsed_110, %transposed_109 : tensor<8x32xf32>, tensor<32x128xf32>) outs(%157 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %expanded_111 = tensor.expand_shape %158 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
    %159 = hal.tensor.export %expanded_111 "output0" : tensor<1x8x128xf32> -> !hal.buffer_view
    util.return %159 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 iree_input=3a24b6bf7c49
