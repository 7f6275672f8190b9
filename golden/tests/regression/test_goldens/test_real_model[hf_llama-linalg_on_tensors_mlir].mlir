#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x8xi64>) -> tensor<1x8x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_4> : tensor<64x32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_20 = arith.constant 0.35355339059327379 : f64
    %cst_21 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_25 = arith.constant 9.9999999999999995E-7 : f64
    %cst_26 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_28 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<1x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8xi64>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %159 = arith.index_cast %in : i64 to index
      %160 = linalg.index 2 : index
      %161 = arith.cmpi slt, %159, %c64 : index
      cf.assert %161, "index must be smaller than dim size"
      %162 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %162, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_27[%159, %160] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %159 = linalg.index 0 : index
      %160 = arith.index_cast %159 : index to i64
      linalg.yield %160 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %extracted_slice = tensor.extract_slice %expanded[0, 0] [1, 1] [1, 1] : tensor<1x8xi64> to tensor<1x1xi64>
    %4 = tensor.empty() : tensor<1x1xi64>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x1xi64>) outs(%4 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %159 = arith.subi %in, %c1_i64 : i64
      linalg.yield %159 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %5, %expanded : (tensor<1x1xi64>, tensor<1x8xi64>) -> tensor<1x9xi64>
    %extracted_slice_29 = tensor.extract_slice %concat[0, 0] [1, 8] [1, 1] : tensor<1x9xi64> to tensor<1x8xi64>
    %extracted_slice_30 = tensor.extract_slice %concat[0, 1] [1, 8] [1, 1] : tensor<1x9xi64> to tensor<1x8xi64>
    %6 = tensor.empty() : tensor<1x8xi64>
    %7 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_30, %extracted_slice_29 : tensor<1x8xi64>, tensor<1x8xi64>) outs(%6 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %in_110: i64, %out: i64):
      %159 = arith.subi %in, %in_110 : i64
      linalg.yield %159 : i64
    } -> tensor<1x8xi64>
    %8 = tensor.empty() : tensor<1x8xi1>
    %9 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<1x8xi64>) outs(%8 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %159 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %159 : i1
    } -> tensor<1x8xi1>
    %10 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<1x8xi1>) outs(%6 : tensor<1x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %159 = arith.extui %in : i1 to i64
      linalg.yield %159 : i64
    } -> tensor<1x8xi64>
    %11 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %12 = tensor.empty() : tensor<1xi64>
    %13 = linalg.fill ins(%c0_i64 : i64) outs(%12 : tensor<1xi64>) -> tensor<1xi64>
    %14:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%10 : tensor<1x8xi64>) outs(%11, %13 : tensor<1x8xi64>, tensor<1xi64>) {
    ^bb0(%arg1: i64, %arg2: i64):
      %159 = arith.addi %arg1, %arg2 : i64
      tm_tensor.yield %159 : i64
    } -> tensor<1x8xi64>, tensor<1xi64>
    %15 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%12 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_31 = tensor.expand_shape %15 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_32 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_33 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %16 = tensor.empty() : tensor<1x1x8x1xi64>
    %17 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_32 : tensor<1x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%16 : tensor<1x1x8x1xi64>) {
    ^bb0(%in: i64, %in_110: i64, %out: i64):
      %159 = arith.cmpi slt, %in, %c0_i64 : i64
      %160 = arith.addi %in, %c1_i64 : i64
      %161 = arith.select %159, %160, %in : i64
      %162 = arith.index_cast %161 : i64 to index
      %163 = arith.cmpi slt, %in_110, %c0_i64 : i64
      %164 = arith.addi %in_110, %c8_i64 : i64
      %165 = arith.select %163, %164, %in_110 : i64
      %166 = arith.index_cast %165 : i64 to index
      %extracted = tensor.extract %14#0[%162, %166] : tensor<1x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x8x1xi64>
    %18 = tensor.empty() : tensor<1x1x1x8xi64>
    %19 = linalg.generic {indexing_maps = [#map4, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_33 : tensor<1x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%18 : tensor<1x1x1x8xi64>) {
    ^bb0(%in: i64, %in_110: i64, %out: i64):
      %159 = arith.cmpi slt, %in, %c0_i64 : i64
      %160 = arith.addi %in, %c1_i64 : i64
      %161 = arith.select %159, %160, %in : i64
      %162 = arith.index_cast %161 : i64 to index
      %163 = arith.cmpi slt, %in_110, %c0_i64 : i64
      %164 = arith.addi %in_110, %c8_i64 : i64
      %165 = arith.select %163, %164, %in_110 : i64
      %166 = arith.index_cast %165 : i64 to index
      %extracted = tensor.extract %14#0[%162, %166] : tensor<1x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x8xi64>
    %20 = tensor.empty() : tensor<1x1x8x8xi1>
    %21 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %19 : tensor<1x1x8x1xi64>, tensor<1x1x1x8xi64>) outs(%20 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_110: i64, %out: i1):
      %159 = arith.cmpi eq, %in, %in_110 : i64
      linalg.yield %159 : i1
    } -> tensor<1x1x8x8xi1>
    %22 = linalg.generic {indexing_maps = [#map10, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %21 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%20 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_110: i1, %out: i1):
      %159 = arith.andi %in, %in_110 : i1
      linalg.yield %159 : i1
    } -> tensor<1x1x8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_32 : tensor<1x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%16 : tensor<1x1x8x1xi64>) {
    ^bb0(%in: i64, %in_110: i64, %out: i64):
      %159 = arith.cmpi slt, %in, %c0_i64 : i64
      %160 = arith.addi %in, %c1_i64 : i64
      %161 = arith.select %159, %160, %in : i64
      %162 = arith.index_cast %161 : i64 to index
      %163 = arith.cmpi slt, %in_110, %c0_i64 : i64
      %164 = arith.addi %in_110, %c8_i64 : i64
      %165 = arith.select %163, %164, %in_110 : i64
      %166 = arith.index_cast %165 : i64 to index
      %extracted = tensor.extract %expanded[%162, %166] : tensor<1x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x8x1xi64>
    %24 = linalg.generic {indexing_maps = [#map4, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_33 : tensor<1x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%18 : tensor<1x1x1x8xi64>) {
    ^bb0(%in: i64, %in_110: i64, %out: i64):
      %159 = arith.cmpi slt, %in, %c0_i64 : i64
      %160 = arith.addi %in, %c1_i64 : i64
      %161 = arith.select %159, %160, %in : i64
      %162 = arith.index_cast %161 : i64 to index
      %163 = arith.cmpi slt, %in_110, %c0_i64 : i64
      %164 = arith.addi %in_110, %c8_i64 : i64
      %165 = arith.select %163, %164, %in_110 : i64
      %166 = arith.index_cast %165 : i64 to index
      %extracted = tensor.extract %expanded[%162, %166] : tensor<1x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x8xi64>
    %25 = linalg.generic {indexing_maps = [#map9, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%20 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_110: i64, %out: i1):
      %159 = arith.cmpi sle, %in, %in_110 : i64
      linalg.yield %159 : i1
    } -> tensor<1x1x8x8xi1>
    %26 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %25 : tensor<1x1x8x8xi1>, tensor<1x1x8x8xi1>) outs(%20 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_110: i1, %out: i1):
      %159 = arith.andi %in, %in_110 : i1
      linalg.yield %159 : i1
    } -> tensor<1x1x8x8xi1>
    %27 = tensor.empty() : tensor<1x1x8x8xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map10, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %cst_3, %cst_2 : tensor<1x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%27 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %159 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %159 : f32
    } -> tensor<1x1x8x8xf32>
    %expanded_34 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %29 = tensor.empty() : tensor<1x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<1x8x1xi64>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %159 = arith.sitofp %in : i64 to f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %31 = tensor.empty() : tensor<1x8x4xf32>
    %32 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %cst_26 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%31 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x4xf32>
    %concat_35 = tensor.concat dim(2) %32, %32 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %33 = tensor.empty() : tensor<1x8x8xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_35 : tensor<1x8x8xf32>) outs(%33 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.cos %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_35 : tensor<1x8x8xf32>) outs(%33 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.sin %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%29 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%36 : tensor<1x8x32xf32>) outs(%37 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.addf %in, %out : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.divf %in, %cst_28 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.truncf %cst_25 : f64 to f32
      %160 = arith.addf %in, %159 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.rsqrt %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %41 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_24, %42 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %44 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_23 : tensor<32x32xf32>) outs(%44 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed = tensor.collapse_shape %43 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %45 = tensor.empty() : tensor<8x32xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %47 = linalg.matmul ins(%collapsed, %transposed : tensor<8x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_36 = tensor.expand_shape %47 [[0, 1], [2, 3]] output_shape [1, 8, 4, 8] : tensor<8x32xf32> into tensor<1x8x4x8xf32>
    %48 = tensor.empty() : tensor<1x4x8x8xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<1x8x4x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) permutation = [0, 2, 1, 3]
    %49 = tensor.empty() : tensor<32x16xf32>
    %transposed_38 = linalg.transpose ins(%cst_22 : tensor<16x32xf32>) outs(%49 : tensor<32x16xf32>) permutation = [1, 0]
    %50 = tensor.empty() : tensor<8x16xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %52 = linalg.matmul ins(%collapsed, %transposed_38 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%51 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_39 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %53 = tensor.empty() : tensor<1x2x8x8xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<1x8x2x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_41 = linalg.transpose ins(%cst_21 : tensor<16x32xf32>) outs(%49 : tensor<32x16xf32>) permutation = [1, 0]
    %54 = linalg.matmul ins(%collapsed, %transposed_41 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%51 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_42 = tensor.expand_shape %54 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<1x8x2x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %expanded_44 = tensor.expand_shape %34 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_45 = tensor.expand_shape %35 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_37, %expanded_44 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %extracted_slice_46 = tensor.extract_slice %transposed_37[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %extracted_slice_47 = tensor.extract_slice %transposed_37[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %56 = tensor.empty() : tensor<1x4x8x4xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_47 : tensor<1x4x8x4xf32>) outs(%56 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.negf %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x4xf32>
    %concat_48 = tensor.concat dim(3) %57, %extracted_slice_46 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_48, %expanded_45 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.addf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_40, %expanded_44 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x2x8x8xf32>
    %extracted_slice_49 = tensor.extract_slice %transposed_40[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %extracted_slice_50 = tensor.extract_slice %transposed_40[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %61 = tensor.empty() : tensor<1x2x8x4xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_50 : tensor<1x2x8x4xf32>) outs(%61 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.negf %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x2x8x4xf32>
    %concat_51 = tensor.concat dim(3) %62, %extracted_slice_49 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_51, %expanded_45 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x2x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %63 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.addf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x2x8x8xf32>
    %65 = tensor.empty() : tensor<1x2x2x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x2x8x8xf32>) outs(%65 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %collapsed_52 = tensor.collapse_shape %66 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<1x4x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_43 : tensor<1x2x8x8xf32>) outs(%65 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %transposed_53 = linalg.transpose ins(%collapsed_52 : tensor<1x4x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) permutation = [0, 1, 3, 2]
    %collapsed_54 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %68 = tensor.empty() : tensor<4x8x8xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %70 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%69 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_56 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %71 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<1x4x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.truncf %cst_20 : f64 to f32
      %160 = arith.mulf %in, %159 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %28 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.addf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %73 = tensor.empty() : tensor<1x4x8xi64>
    %74 = linalg.fill ins(%c0_i64 : i64) outs(%73 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %75 = tensor.empty() : tensor<1x4x8xf32>
    %76 = linalg.fill ins(%cst_0 : f32) outs(%75 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %77:2 = linalg.generic {indexing_maps = [#map6, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<1x4x8x8xf32>) outs(%76, %74 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_110: i64):
      %159 = linalg.index 3 : index
      %160 = arith.index_cast %159 : index to i64
      %161 = arith.maximumf %in, %out : f32
      %162 = arith.cmpf ogt, %in, %out : f32
      %163 = arith.select %162, %160, %out_110 : i64
      linalg.yield %161, %163 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_57 = tensor.expand_shape %77#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_57 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.subf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %79 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x4x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.exp %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %80 = tensor.empty() : tensor<1x4x8x1xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%80 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%79 : tensor<1x4x8x8xf32>) outs(%81 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.addf %in, %out : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %82 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.divf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_58 = tensor.collapse_shape %83 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_59 = tensor.collapse_shape %67 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<4x8x8xf32>
    %84 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%69 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_60 = tensor.expand_shape %84 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %85 = tensor.empty() : tensor<1x8x4x8xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<1x4x8x8xf32>) outs(%85 : tensor<1x8x4x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_62 = linalg.transpose ins(%cst_19 : tensor<32x32xf32>) outs(%44 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed_63 = tensor.collapse_shape %transposed_61 [[0, 1], [2, 3]] : tensor<1x8x4x8xf32> into tensor<8x32xf32>
    %86 = linalg.matmul ins(%collapsed_63, %transposed_62 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_64 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_64 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.addf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<1x8x32xf32>) outs(%37 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.addf %in, %out : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.divf %in, %cst_28 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.truncf %cst_25 : f64 to f32
      %160 = arith.addf %in, %159 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.rsqrt %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %92 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %94 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_18, %93 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %95 = tensor.empty() : tensor<32x64xf32>
    %transposed_65 = linalg.transpose ins(%cst_17 : tensor<64x32xf32>) outs(%95 : tensor<32x64xf32>) permutation = [1, 0]
    %collapsed_66 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %96 = tensor.empty() : tensor<8x64xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %98 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%97 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_67 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %99 = tensor.empty() : tensor<1x8x64xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<1x8x64xf32>) outs(%99 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.negf %in : f32
      %160 = math.exp %159 : f32
      %161 = arith.addf %160, %cst_1 : f32
      %162 = arith.divf %cst_1, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x8x64xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %100 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%99 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x64xf32>
    %transposed_68 = linalg.transpose ins(%cst_16 : tensor<64x32xf32>) outs(%95 : tensor<32x64xf32>) permutation = [1, 0]
    %102 = linalg.matmul ins(%collapsed_66, %transposed_68 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%97 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_69 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %expanded_69 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%99 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x64xf32>
    %104 = tensor.empty() : tensor<64x32xf32>
    %transposed_70 = linalg.transpose ins(%cst_15 : tensor<32x64xf32>) outs(%104 : tensor<64x32xf32>) permutation = [1, 0]
    %collapsed_71 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %105 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%46 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_72 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %expanded_72 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.addf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<1x8x32xf32>) outs(%37 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.addf %in, %out : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.divf %in, %cst_28 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.truncf %cst_25 : f64 to f32
      %160 = arith.addf %in, %159 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.rsqrt %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %111 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_14, %112 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %transposed_73 = linalg.transpose ins(%cst_13 : tensor<32x32xf32>) outs(%44 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed_74 = tensor.collapse_shape %113 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %114 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_75 = tensor.expand_shape %114 [[0, 1], [2, 3]] output_shape [1, 8, 4, 8] : tensor<8x32xf32> into tensor<1x8x4x8xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<1x8x4x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_77 = linalg.transpose ins(%cst_12 : tensor<16x32xf32>) outs(%49 : tensor<32x16xf32>) permutation = [1, 0]
    %115 = linalg.matmul ins(%collapsed_74, %transposed_77 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%51 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_78 = tensor.expand_shape %115 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<1x8x2x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_80 = linalg.transpose ins(%cst_11 : tensor<16x32xf32>) outs(%49 : tensor<32x16xf32>) permutation = [1, 0]
    %116 = linalg.matmul ins(%collapsed_74, %transposed_80 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%51 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_81 = tensor.expand_shape %116 [[0, 1], [2, 3]] output_shape [1, 8, 2, 8] : tensor<8x16xf32> into tensor<1x8x2x8xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<1x8x2x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
    %117 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_76, %expanded_44 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %extracted_slice_83 = tensor.extract_slice %transposed_76[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %extracted_slice_84 = tensor.extract_slice %transposed_76[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %118 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_84 : tensor<1x4x8x4xf32>) outs(%56 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.negf %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x4xf32>
    %concat_85 = tensor.concat dim(3) %118, %extracted_slice_83 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_85, %expanded_45 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %119 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.addf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_79, %expanded_44 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x2x8x8xf32>
    %extracted_slice_86 = tensor.extract_slice %transposed_79[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %extracted_slice_87 = tensor.extract_slice %transposed_79[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_87 : tensor<1x2x8x4xf32>) outs(%61 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.negf %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x2x8x4xf32>
    %concat_88 = tensor.concat dim(3) %122, %extracted_slice_86 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_88, %expanded_45 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x2x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %123 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.addf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x2x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<1x2x8x8xf32>) outs(%65 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %collapsed_89 = tensor.collapse_shape %125 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<1x4x8x8xf32>
    %126 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_82 : tensor<1x2x8x8xf32>) outs(%65 : tensor<1x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x8xf32>
    %transposed_90 = linalg.transpose ins(%collapsed_89 : tensor<1x4x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) permutation = [0, 1, 3, 2]
    %collapsed_91 = tensor.collapse_shape %120 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_92 = tensor.collapse_shape %transposed_90 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %127 = linalg.batch_matmul ins(%collapsed_91, %collapsed_92 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%69 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_93 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %128 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_93 : tensor<1x4x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.truncf %cst_20 : f64 to f32
      %160 = arith.mulf %in, %159 : f32
      linalg.yield %160 : f32
    } -> tensor<1x4x8x8xf32>
    %129 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %28 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.addf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %130:2 = linalg.generic {indexing_maps = [#map6, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<1x4x8x8xf32>) outs(%76, %74 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_110: i64):
      %159 = linalg.index 3 : index
      %160 = arith.index_cast %159 : index to i64
      %161 = arith.maximumf %in, %out : f32
      %162 = arith.cmpf ogt, %in, %out : f32
      %163 = arith.select %162, %160, %out_110 : i64
      linalg.yield %161, %163 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_94 = tensor.expand_shape %130#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_94 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.subf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<1x4x8x8xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.exp %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%132 : tensor<1x4x8x8xf32>) outs(%81 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.addf %in, %out : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %133 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%48 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.divf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_95 = tensor.collapse_shape %134 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_96 = tensor.collapse_shape %126 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<4x8x8xf32>
    %135 = linalg.batch_matmul ins(%collapsed_95, %collapsed_96 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%69 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_97 = tensor.expand_shape %135 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %transposed_98 = linalg.transpose ins(%expanded_97 : tensor<1x4x8x8xf32>) outs(%85 : tensor<1x8x4x8xf32>) permutation = [0, 2, 1, 3]
    %transposed_99 = linalg.transpose ins(%cst_10 : tensor<32x32xf32>) outs(%44 : tensor<32x32xf32>) permutation = [1, 0]
    %collapsed_100 = tensor.collapse_shape %transposed_98 [[0, 1], [2, 3]] : tensor<1x8x4x8xf32> into tensor<8x32xf32>
    %136 = linalg.matmul ins(%collapsed_100, %transposed_99 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_101 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %expanded_101 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.addf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<1x8x32xf32>) outs(%37 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.addf %in, %out : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.divf %in, %cst_28 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.truncf %cst_25 : f64 to f32
      %160 = arith.addf %in, %159 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.rsqrt %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %142 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %144 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_9, %143 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %transposed_102 = linalg.transpose ins(%cst_8 : tensor<64x32xf32>) outs(%95 : tensor<32x64xf32>) permutation = [1, 0]
    %collapsed_103 = tensor.collapse_shape %144 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %145 = linalg.matmul ins(%collapsed_103, %transposed_102 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%97 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_104 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<1x8x64xf32>) outs(%99 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.negf %in : f32
      %160 = math.exp %159 : f32
      %161 = arith.addf %160, %cst_1 : f32
      %162 = arith.divf %cst_1, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x8x64xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %146 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%99 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x64xf32>
    %transposed_105 = linalg.transpose ins(%cst_7 : tensor<64x32xf32>) outs(%95 : tensor<32x64xf32>) permutation = [1, 0]
    %148 = linalg.matmul ins(%collapsed_103, %transposed_105 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%97 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_106 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %expanded_106 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%99 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x64xf32>
    %transposed_107 = linalg.transpose ins(%cst_6 : tensor<32x64xf32>) outs(%104 : tensor<64x32xf32>) permutation = [1, 0]
    %collapsed_108 = tensor.collapse_shape %149 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %150 = linalg.matmul ins(%collapsed_108, %transposed_107 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%46 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_109 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %expanded_109 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.addf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<1x8x32xf32>) outs(%37 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.addf %in, %out : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.divf %in, %cst_28 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = arith.truncf %cst_25 : f64 to f32
      %160 = arith.addf %in, %159 : f32
      linalg.yield %160 : f32
    } -> tensor<1x8x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x8x1xf32>) outs(%29 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %159 = math.rsqrt %in : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %156 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    %158 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_5, %157 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %159 = arith.mulf %in, %in_110 : f32
      linalg.yield %159 : f32
    } -> tensor<1x8x32xf32>
    return %158 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=bcfbae289cf4 torch_mlir=cc693d92339b
