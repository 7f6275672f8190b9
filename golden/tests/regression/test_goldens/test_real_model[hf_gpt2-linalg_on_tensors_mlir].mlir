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
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x8xi64>) -> tensor<1x8x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c3_i64 = arith.constant 3 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_128_torch.float32_1> : tensor<32x128xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_96_torch.float32_1> : tensor<32x96xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %cst_21 = arith.constant 0.79788456080286541 : f64
    %cst_22 = arith.constant 4.471500e-02 : f64
    %cst_23 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_128_torch.float32> : tensor<32x128xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_96_torch.float32> : tensor<32x96xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_33 = arith.constant 1.000000e-05 : f64
    %cst_34 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_36 = arith.constant 3.200000e+01 : f64
    %cst_37 = arith.constant 3.200000e+01 : f32
    %cst_38 = arith.constant 2.500000e-01 : f32
    %cst_39 = arith.constant 5.000000e-01 : f32
    %cst_40 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8xi64>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %191 = arith.index_cast %in : i64 to index
      %192 = linalg.index 2 : index
      %193 = arith.cmpi slt, %191, %c64 : index
      cf.assert %193, "index must be smaller than dim size"
      %194 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %194, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_35[%191, %192] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %191 = linalg.index 0 : index
      %192 = arith.index_cast %191 : index to i64
      linalg.yield %192 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %191 = arith.index_cast %in : i64 to index
      %192 = linalg.index 2 : index
      %193 = arith.cmpi slt, %191, %c32 : index
      cf.assert %193, "index must be smaller than dim size"
      %194 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %194, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_34[%191, %192] : tensor<32x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %4 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0] [1, 1] [1, 1] : tensor<1x8xi64> to tensor<1x1xi64>
    %6 = tensor.empty() : tensor<1x1xi64>
    %7 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x1xi64>) outs(%6 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %191 = arith.subi %in, %c1_i64 : i64
      linalg.yield %191 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %7, %expanded : (tensor<1x1xi64>, tensor<1x8xi64>) -> tensor<1x9xi64>
    %extracted_slice_41 = tensor.extract_slice %concat[0, 0] [1, 8] [1, 1] : tensor<1x9xi64> to tensor<1x8xi64>
    %extracted_slice_42 = tensor.extract_slice %concat[0, 1] [1, 8] [1, 1] : tensor<1x9xi64> to tensor<1x8xi64>
    %8 = tensor.empty() : tensor<1x8xi64>
    %9 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_42, %extracted_slice_41 : tensor<1x8xi64>, tensor<1x8xi64>) outs(%8 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %in_94: i64, %out: i64):
      %191 = arith.subi %in, %in_94 : i64
      linalg.yield %191 : i64
    } -> tensor<1x8xi64>
    %10 = tensor.empty() : tensor<1x8xi1>
    %11 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<1x8xi64>) outs(%10 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %191 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %191 : i1
    } -> tensor<1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<1x8xi1>) outs(%8 : tensor<1x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %191 = arith.extui %in : i1 to i64
      linalg.yield %191 : i64
    } -> tensor<1x8xi64>
    %13 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %14 = tensor.empty() : tensor<1xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%14 : tensor<1xi64>) -> tensor<1xi64>
    %16:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%12 : tensor<1x8xi64>) outs(%13, %15 : tensor<1x8xi64>, tensor<1xi64>) {
    ^bb0(%arg1: i64, %arg2: i64):
      %191 = arith.addi %arg1, %arg2 : i64
      tm_tensor.yield %191 : i64
    } -> tensor<1x8xi64>, tensor<1xi64>
    %17 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%14 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_43 = tensor.expand_shape %17 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_44 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_45 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %18 = tensor.empty() : tensor<1x1x8x1xi64>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %expanded_44 : tensor<1x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%18 : tensor<1x1x8x1xi64>) {
    ^bb0(%in: i64, %in_94: i64, %out: i64):
      %191 = arith.cmpi slt, %in, %c0_i64 : i64
      %192 = arith.addi %in, %c1_i64 : i64
      %193 = arith.select %191, %192, %in : i64
      %194 = arith.index_cast %193 : i64 to index
      %195 = arith.cmpi slt, %in_94, %c0_i64 : i64
      %196 = arith.addi %in_94, %c8_i64 : i64
      %197 = arith.select %195, %196, %in_94 : i64
      %198 = arith.index_cast %197 : i64 to index
      %extracted = tensor.extract %16#0[%194, %198] : tensor<1x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x8x1xi64>
    %20 = tensor.empty() : tensor<1x1x1x8xi64>
    %21 = linalg.generic {indexing_maps = [#map4, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %expanded_45 : tensor<1x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%20 : tensor<1x1x1x8xi64>) {
    ^bb0(%in: i64, %in_94: i64, %out: i64):
      %191 = arith.cmpi slt, %in, %c0_i64 : i64
      %192 = arith.addi %in, %c1_i64 : i64
      %193 = arith.select %191, %192, %in : i64
      %194 = arith.index_cast %193 : i64 to index
      %195 = arith.cmpi slt, %in_94, %c0_i64 : i64
      %196 = arith.addi %in_94, %c8_i64 : i64
      %197 = arith.select %195, %196, %in_94 : i64
      %198 = arith.index_cast %197 : i64 to index
      %extracted = tensor.extract %16#0[%194, %198] : tensor<1x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x8xi64>
    %22 = tensor.empty() : tensor<1x1x8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %21 : tensor<1x1x8x1xi64>, tensor<1x1x1x8xi64>) outs(%22 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_94: i64, %out: i1):
      %191 = arith.cmpi eq, %in, %in_94 : i64
      linalg.yield %191 : i1
    } -> tensor<1x1x8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map10, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %23 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%22 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_94: i1, %out: i1):
      %191 = arith.andi %in, %in_94 : i1
      linalg.yield %191 : i1
    } -> tensor<1x1x8x8xi1>
    %25 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %expanded_44 : tensor<1x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%18 : tensor<1x1x8x1xi64>) {
    ^bb0(%in: i64, %in_94: i64, %out: i64):
      %191 = arith.cmpi slt, %in, %c0_i64 : i64
      %192 = arith.addi %in, %c1_i64 : i64
      %193 = arith.select %191, %192, %in : i64
      %194 = arith.index_cast %193 : i64 to index
      %195 = arith.cmpi slt, %in_94, %c0_i64 : i64
      %196 = arith.addi %in_94, %c8_i64 : i64
      %197 = arith.select %195, %196, %in_94 : i64
      %198 = arith.index_cast %197 : i64 to index
      %extracted = tensor.extract %expanded[%194, %198] : tensor<1x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x8x1xi64>
    %26 = linalg.generic {indexing_maps = [#map4, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %expanded_45 : tensor<1x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%20 : tensor<1x1x1x8xi64>) {
    ^bb0(%in: i64, %in_94: i64, %out: i64):
      %191 = arith.cmpi slt, %in, %c0_i64 : i64
      %192 = arith.addi %in, %c1_i64 : i64
      %193 = arith.select %191, %192, %in : i64
      %194 = arith.index_cast %193 : i64 to index
      %195 = arith.cmpi slt, %in_94, %c0_i64 : i64
      %196 = arith.addi %in_94, %c8_i64 : i64
      %197 = arith.select %195, %196, %in_94 : i64
      %198 = arith.index_cast %197 : i64 to index
      %extracted = tensor.extract %expanded[%194, %198] : tensor<1x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x8xi64>
    %27 = linalg.generic {indexing_maps = [#map9, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %25 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%22 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_94: i64, %out: i1):
      %191 = arith.cmpi sle, %in, %in_94 : i64
      linalg.yield %191 : i1
    } -> tensor<1x1x8x8xi1>
    %28 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<1x1x8x8xi1>, tensor<1x1x8x8xi1>) outs(%22 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_94: i1, %out: i1):
      %191 = arith.andi %in, %in_94 : i1
      linalg.yield %191 : i1
    } -> tensor<1x1x8x8xi1>
    %29 = tensor.empty() : tensor<1x1x8x8xf32>
    %30 = linalg.generic {indexing_maps = [#map6, #map10, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %cst_3, %cst_2 : tensor<1x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%29 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: i1, %in_94: f32, %in_95: f32, %out: f32):
      %191 = arith.select %in, %in_94, %in_95 : f32
      linalg.yield %191 : f32
    } -> tensor<1x1x8x8xf32>
    %31 = tensor.empty() : tensor<1x8x32xf64>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x32xf32>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %191 = arith.extf %in : f32 to f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %33 = tensor.empty() : tensor<1x8x1xf64>
    %34 = linalg.fill ins(%cst : f64) outs(%33 : tensor<1x8x1xf64>) -> tensor<1x8x1xf64>
    %35 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%32 : tensor<1x8x32xf64>) outs(%34 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.addf %in, %out : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x1xf64>) outs(%33 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.divf %in, %cst_36 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %37 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %36 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %191 = arith.subf %in, %in_94 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %38 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %37 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %191 = arith.mulf %in, %in_94 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %39 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%38 : tensor<1x8x32xf64>) outs(%34 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.addf %in, %out : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x8x1xf64>) outs(%33 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.divf %in, %cst_36 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %41 = tensor.empty() : tensor<1x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x8x1xf64>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %191 = arith.truncf %in : f64 to f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x8x32xf32>) outs(%43 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.divf %in, %cst_37 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_33 : f64 to f32
      %192 = arith.addf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.rsqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %45 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.subf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %47 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %cst_32 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %cst_31 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %collapsed = tensor.collapse_shape %51 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %52 = tensor.empty() : tensor<8x96xf32>
    %53 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %54 = linalg.matmul ins(%collapsed, %cst_30 : tensor<8x32xf32>, tensor<32x96xf32>) outs(%53 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%54, %cst_29 : tensor<8x96xf32>, tensor<96xf32>) outs(%52 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<8x96xf32>
    %expanded_46 = tensor.expand_shape %55 [[0, 1], [2]] output_shape [1, 8, 96] : tensor<8x96xf32> into tensor<1x8x96xf32>
    %extracted_slice_47 = tensor.extract_slice %expanded_46[0, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %extracted_slice_48 = tensor.extract_slice %expanded_46[0, 0, 32] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %extracted_slice_49 = tensor.extract_slice %expanded_46[0, 0, 64] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %expanded_50 = tensor.expand_shape %extracted_slice_48 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %expanded_51 = tensor.expand_shape %extracted_slice_49 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %56 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed = linalg.transpose ins(%expanded_51 : tensor<1x8x2x16xf32>) outs(%56 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %expanded_52 = tensor.expand_shape %extracted_slice_47 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<1x8x2x16xf32>) outs(%56 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %57 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed_54 = linalg.transpose ins(%expanded_50 : tensor<1x8x2x16xf32>) outs(%57 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1]
    %collapsed_55 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_56 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %58 = tensor.empty() : tensor<2x8x8xf32>
    %59 = linalg.fill ins(%cst_0 : f32) outs(%58 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %60 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%59 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_57 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %61 = tensor.empty() : tensor<1x2x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<1x2x8x8xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_38 : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %30 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x8xf32>
    %64 = tensor.empty() : tensor<1x2x8xi64>
    %65 = linalg.fill ins(%c0_i64 : i64) outs(%64 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %66 = tensor.empty() : tensor<1x2x8xf32>
    %67 = linalg.fill ins(%cst_1 : f32) outs(%66 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %68:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<1x2x8x8xf32>) outs(%67, %65 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_94: i64):
      %191 = linalg.index 3 : index
      %192 = arith.index_cast %191 : index to i64
      %193 = arith.maximumf %in, %out : f32
      %194 = arith.cmpf ogt, %in, %out : f32
      %195 = arith.select %194, %192, %out_94 : i64
      linalg.yield %193, %195 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_58 = tensor.expand_shape %68#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_58 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.subf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x2x8x8xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.exp %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x8xf32>
    %71 = tensor.empty() : tensor<1x2x8x1xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%70 : tensor<1x2x8x8xf32>) outs(%72 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %73 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.divf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_59 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_60 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %75 = tensor.empty() : tensor<2x8x16xf32>
    %76 = linalg.fill ins(%cst_0 : f32) outs(%75 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %77 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%76 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_61 = tensor.expand_shape %77 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %78 = tensor.empty() : tensor<1x8x2x16xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<1x2x8x16xf32>) outs(%78 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3]
    %collapsed_63 = tensor.collapse_shape %transposed_62 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %79 = tensor.empty() : tensor<8x32xf32>
    %80 = linalg.fill ins(%cst_0 : f32) outs(%79 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %81 = linalg.matmul ins(%collapsed_63, %cst_28 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%80 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%81, %cst_27 : tensor<8x32xf32>, tensor<32xf32>) outs(%79 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<8x32xf32>
    %expanded_64 = tensor.expand_shape %82 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %5 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x8x32xf32>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %191 = arith.extf %in : f32 to f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %85 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<1x8x32xf64>) outs(%34 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.addf %in, %out : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x8x1xf64>) outs(%33 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.divf %in, %cst_36 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %87 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %86 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %191 = arith.subf %in, %in_94 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %87 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %191 = arith.mulf %in, %in_94 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<1x8x32xf64>) outs(%34 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.addf %in, %out : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x8x1xf64>) outs(%33 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.divf %in, %cst_36 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x8x1xf64>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %191 = arith.truncf %in : f64 to f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<1x8x32xf32>) outs(%43 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.divf %in, %cst_37 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_33 : f64 to f32
      %192 = arith.addf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x8x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.rsqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %93 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.subf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %95 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %cst_26 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %cst_25 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_65 = tensor.collapse_shape %99 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %100 = tensor.empty() : tensor<8x128xf32>
    %101 = linalg.fill ins(%cst_0 : f32) outs(%100 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %102 = linalg.matmul ins(%collapsed_65, %cst_24 : tensor<8x32xf32>, tensor<32x128xf32>) outs(%101 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%102, %cst_23 : tensor<8x128xf32>, tensor<128xf32>) outs(%100 : tensor<8x128xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<8x128xf32>
    %expanded_66 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
    %104 = tensor.empty() : tensor<1x8x128xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_39 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_22 : f64 to f32
      %192 = arith.mulf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x8x128xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %107 : tensor<1x8x128xf32>, tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_21 : f64 to f32
      %192 = arith.mulf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x8x128xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.tanh %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %cst_40 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %111 : tensor<1x8x128xf32>, tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %collapsed_67 = tensor.collapse_shape %112 [[0, 1], [2]] : tensor<1x8x128xf32> into tensor<8x128xf32>
    %113 = linalg.matmul ins(%collapsed_67, %cst_20 : tensor<8x128xf32>, tensor<128x32xf32>) outs(%80 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_19 : tensor<8x32xf32>, tensor<32xf32>) outs(%79 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<8x32xf32>
    %expanded_68 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %expanded_68 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x8x32xf32>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %191 = arith.extf %in : f32 to f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<1x8x32xf64>) outs(%34 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.addf %in, %out : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<1x8x1xf64>) outs(%33 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.divf %in, %cst_36 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %118 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %191 = arith.subf %in, %in_94 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %119 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %191 = arith.mulf %in, %in_94 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %121 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<1x8x32xf64>) outs(%34 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.addf %in, %out : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x8x1xf64>) outs(%33 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.divf %in, %cst_36 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x8x1xf64>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %191 = arith.truncf %in : f64 to f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<1x8x32xf32>) outs(%43 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.divf %in, %cst_37 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_33 : f64 to f32
      %192 = arith.addf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.rsqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %125 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.subf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %127 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %cst_18 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %cst_17 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_69 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %132 = linalg.matmul ins(%collapsed_69, %cst_16 : tensor<8x32xf32>, tensor<32x96xf32>) outs(%53 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%132, %cst_15 : tensor<8x96xf32>, tensor<96xf32>) outs(%52 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<8x96xf32>
    %expanded_70 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [1, 8, 96] : tensor<8x96xf32> into tensor<1x8x96xf32>
    %extracted_slice_71 = tensor.extract_slice %expanded_70[0, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %extracted_slice_72 = tensor.extract_slice %expanded_70[0, 0, 32] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %extracted_slice_73 = tensor.extract_slice %expanded_70[0, 0, 64] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %expanded_74 = tensor.expand_shape %extracted_slice_72 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %expanded_75 = tensor.expand_shape %extracted_slice_73 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<1x8x2x16xf32>) outs(%56 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %expanded_77 = tensor.expand_shape %extracted_slice_71 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<1x8x2x16xf32>) outs(%56 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_79 = linalg.transpose ins(%expanded_74 : tensor<1x8x2x16xf32>) outs(%57 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1]
    %collapsed_80 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_81 = tensor.collapse_shape %transposed_79 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %134 = linalg.batch_matmul ins(%collapsed_80, %collapsed_81 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%59 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_82 = tensor.expand_shape %134 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %135 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<1x2x8x8xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_38 : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x8xf32>
    %136 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %30 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x8xf32>
    %137:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<1x2x8x8xf32>) outs(%67, %65 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_94: i64):
      %191 = linalg.index 3 : index
      %192 = arith.index_cast %191 : index to i64
      %193 = arith.maximumf %in, %out : f32
      %194 = arith.cmpf ogt, %in, %out : f32
      %195 = arith.select %194, %192, %out_94 : i64
      linalg.yield %193, %195 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_83 = tensor.expand_shape %137#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_83 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.subf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x2x8x8xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.exp %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x8xf32>
    %140 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%139 : tensor<1x2x8x8xf32>) outs(%72 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %140 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.divf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_84 = tensor.collapse_shape %141 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_85 = tensor.collapse_shape %transposed_76 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %142 = linalg.batch_matmul ins(%collapsed_84, %collapsed_85 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%76 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_86 = tensor.expand_shape %142 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %transposed_87 = linalg.transpose ins(%expanded_86 : tensor<1x2x8x16xf32>) outs(%78 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3]
    %collapsed_88 = tensor.collapse_shape %transposed_87 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %143 = linalg.matmul ins(%collapsed_88, %cst_14 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%80 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%143, %cst_13 : tensor<8x32xf32>, tensor<32xf32>) outs(%79 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<8x32xf32>
    %expanded_89 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %115 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x8x32xf32>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %191 = arith.extf %in : f32 to f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %147 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<1x8x32xf64>) outs(%34 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.addf %in, %out : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x8x1xf64>) outs(%33 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.divf %in, %cst_36 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %149 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %148 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %191 = arith.subf %in, %in_94 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %150 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %149 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %191 = arith.mulf %in, %in_94 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %151 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<1x8x32xf64>) outs(%34 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.addf %in, %out : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x8x1xf64>) outs(%33 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.divf %in, %cst_36 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x8x1xf64>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %191 = arith.truncf %in : f64 to f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<1x8x32xf32>) outs(%43 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.divf %in, %cst_37 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_33 : f64 to f32
      %192 = arith.addf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.rsqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %155 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.subf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %157 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %cst_12 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %cst_11 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_90 = tensor.collapse_shape %161 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %162 = linalg.matmul ins(%collapsed_90, %cst_10 : tensor<8x32xf32>, tensor<32x128xf32>) outs(%101 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %163 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%162, %cst_9 : tensor<8x128xf32>, tensor<128xf32>) outs(%100 : tensor<8x128xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<8x128xf32>
    %expanded_91 = tensor.expand_shape %163 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_39 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_22 : f64 to f32
      %192 = arith.mulf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x8x128xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %166 : tensor<1x8x128xf32>, tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_21 : f64 to f32
      %192 = arith.mulf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x8x128xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.tanh %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %cst_40 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %170 : tensor<1x8x128xf32>, tensor<1x8x128xf32>) outs(%104 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x128xf32>
    %collapsed_92 = tensor.collapse_shape %171 [[0, 1], [2]] : tensor<1x8x128xf32> into tensor<8x128xf32>
    %172 = linalg.matmul ins(%collapsed_92, %cst_8 : tensor<8x128xf32>, tensor<128x32xf32>) outs(%80 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%172, %cst_7 : tensor<8x32xf32>, tensor<32xf32>) outs(%79 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<8x32xf32>
    %expanded_93 = tensor.expand_shape %173 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %expanded_93 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x8x32xf32>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %191 = arith.extf %in : f32 to f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %176 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<1x8x32xf64>) outs(%34 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.addf %in, %out : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x8x1xf64>) outs(%33 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.divf %in, %cst_36 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %178 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %177 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %191 = arith.subf %in, %in_94 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %178 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%31 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %191 = arith.mulf %in, %in_94 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x32xf64>
    %180 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<1x8x32xf64>) outs(%34 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.addf %in, %out : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x8x1xf64>) outs(%33 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %191 = arith.divf %in, %cst_36 : f64
      linalg.yield %191 : f64
    } -> tensor<1x8x1xf64>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x8x1xf64>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %191 = arith.truncf %in : f64 to f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<1x8x32xf32>) outs(%43 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.divf %in, %cst_37 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_33 : f64 to f32
      %192 = arith.addf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x8x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<1x8x1xf32>) outs(%41 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.rsqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %184 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.subf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %186 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %cst_6 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.mulf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %cst_5 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %191 = arith.addf %in, %in_94 : f32
      linalg.yield %191 : f32
    } -> tensor<1x8x32xf32>
    return %190 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=7b815eaf8853 torch_mlir=39d49863922d
