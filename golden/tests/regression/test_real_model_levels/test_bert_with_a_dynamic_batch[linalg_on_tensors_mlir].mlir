#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<()[s0] -> (s0 * 8)>
#map12 = affine_map<()[s0] -> (s0 * 2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<?x8xi64>) -> (tensor<?x8x32xf32>, tensor<?x32xf32>) {
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
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
    %cst_46 = arith.constant 3.200000e+01 : f64
    %cst_47 = arith.constant 3.200000e+01 : f32
    %c128_i64 = arith.constant 128 : i64
    %c256_i64 = arith.constant 256 : i64
    %cst_48 = arith.constant 2.500000e-01 : f32
    %cst_49 = arith.constant 1.41421354 : f32
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %cst_50 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xi64>
    %cst_51 = arith.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>
    %dim = tensor.dim %arg0, %c0 : tensor<?x8xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %cst_51[0, 0] [1, 8] [1, 1] : tensor<1x32xi64> to tensor<1x8xi64>
    %1 = tensor.empty() : tensor<1x8xi64>
    %2 = linalg.fill ins(%c0_i64 : i64) outs(%1 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%2 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %281 = arith.index_cast %in : i64 to index
      %282 = arith.cmpi slt, %281, %c32 : index
      cf.assert %282, "index must be smaller than dim size"
      %283 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %283, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_50[%c0, %281] : tensor<1x32xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x8xi64>
    %4 = arith.cmpi slt, %0, %c0_i64 : i64
    %5 = arith.select %4, %c1, %dim : index
    %6 = tensor.empty(%5) : tensor<?x8xi64>
    %collapsed = tensor.collapse_shape %3 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %7 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8xi64>) outs(%6 : tensor<?x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<?x8xi64>
    %8 = tensor.empty(%dim) : tensor<?x8x32xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x8xi64>) outs(%8 : tensor<?x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %281 = arith.index_cast %in : i64 to index
      %282 = linalg.index 2 : index
      %283 = arith.cmpi slt, %281, %c64 : index
      cf.assert %283, "index must be smaller than dim size"
      %284 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %284, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_45[%281, %282] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x8x32xf32>
    %10 = tensor.empty(%5) : tensor<?x8x32xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<?x8xi64>) outs(%10 : tensor<?x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %281 = arith.index_cast %in : i64 to index
      %282 = linalg.index 2 : index
      %283 = arith.cmpi slt, %281, %c2 : index
      cf.assert %283, "index must be smaller than dim size"
      %284 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %284, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_44[%281, %282] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x8x32xf32>
    %12 = arith.cmpi eq, %dim, %5 : index
    cf.assert %12, "mismatched size for broadcast"
    %13 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %11 : tensor<?x8x32xf32>, tensor<?x8x32xf32>) outs(%8 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %14 = tensor.empty() : tensor<1x8x32xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%14 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %281 = arith.index_cast %in : i64 to index
      %282 = linalg.index 2 : index
      %283 = arith.cmpi slt, %281, %c32 : index
      cf.assert %283, "index must be smaller than dim size"
      %284 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %284, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_43[%281, %282] : tensor<32x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %15 : tensor<?x8x32xf32>, tensor<1x8x32xf32>) outs(%8 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %17 = tensor.empty(%dim) : tensor<?x8x32xf64>
    %18 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<?x8x32xf32>) outs(%17 : tensor<?x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %19 = tensor.empty(%dim) : tensor<?x8x1xf64>
    %20 = linalg.fill ins(%cst : f64) outs(%19 : tensor<?x8x1xf64>) -> tensor<?x8x1xf64>
    %21 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<?x8x32xf64>) outs(%20 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %22 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<?x8x1xf64>) outs(%19 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_46 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %23 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %22 : tensor<?x8x32xf64>, tensor<?x8x1xf64>) outs(%17 : tensor<?x8x32xf64>) {
    ^bb0(%in: f64, %in_118: f64, %out: f64):
      %281 = arith.subf %in, %in_118 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %24 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %23 : tensor<?x8x32xf64>, tensor<?x8x32xf64>) outs(%17 : tensor<?x8x32xf64>) {
    ^bb0(%in: f64, %in_118: f64, %out: f64):
      %281 = arith.mulf %in, %in_118 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %25 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<?x8x32xf64>) outs(%20 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<?x8x1xf64>) outs(%19 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_46 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %27 = tensor.empty(%dim) : tensor<?x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<?x8x1xf64>) outs(%27 : tensor<?x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %29 = linalg.fill ins(%cst_0 : f32) outs(%27 : tensor<?x8x1xf32>) -> tensor<?x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<?x8x32xf32>) outs(%29 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<?x8x1xf32>) outs(%27 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_47 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<?x8x1xf32>) outs(%27 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_42 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<?x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<?x8x1xf32>) outs(%27 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %31 : tensor<?x8x32xf32>, tensor<?x8x1xf32>) outs(%8 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.subf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %33 : tensor<?x8x32xf32>, tensor<?x8x1xf32>) outs(%8 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.mulf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %cst_41 : tensor<?x8x32xf32>, tensor<32xf32>) outs(%8 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.mulf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %cst_40 : tensor<?x8x32xf32>, tensor<32xf32>) outs(%8 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %38 = tensor.empty() : tensor<8xi64>
    %39 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%38 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %281 = linalg.index 0 : index
      %282 = arith.index_cast %281 : index to i64
      linalg.yield %282 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %39 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %40 = tensor.empty() : tensor<1x1x8x1xi1>
    %41 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x8x1xi64>) outs(%40 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %281 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %281 : i1
    } -> tensor<1x1x8x1xi1>
    %42 = tensor.empty(%5) : tensor<?x1x8x8xi1>
    %collapsed_52 = tensor.collapse_shape %41 [[0, 1], [2, 3]] : tensor<1x1x8x1xi1> into tensor<1x8xi1>
    %43 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_52 : tensor<1x8xi1>) outs(%42 : tensor<?x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<?x1x8x8xi1>
    %44 = tensor.empty(%5) : tensor<?x1x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map10, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %cst_5, %cst_4 : tensor<?x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%44 : tensor<?x1x8x8xf32>) {
    ^bb0(%in: i1, %in_118: f32, %in_119: f32, %out: f32):
      %281 = arith.select %in, %in_118, %in_119 : f32
      linalg.yield %281 : f32
    } -> tensor<?x1x8x8xf32>
    %collapsed_53 = tensor.collapse_shape %37 [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
    %46 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_39 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0]
    %47 = affine.apply #map11()[%dim]
    %48 = tensor.empty(%47) : tensor<?x32xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %50 = linalg.matmul ins(%collapsed_53, %transposed : tensor<?x32xf32>, tensor<32x32xf32>) outs(%49 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%50, %cst_38 : tensor<?x32xf32>, tensor<32xf32>) outs(%48 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %52 = arith.divsi %47, %c8 : index
    %expanded_54 = tensor.expand_shape %51 [[0, 1], [2]] output_shape [%52, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
    %53 = arith.select %4, %c1_i64, %0 : i64
    %54 = arith.extui %4 : i1 to i64
    %55 = arith.addi %54, %c1_i64 : i64
    %56 = arith.muli %53, %c128_i64 : i64
    %57 = arith.cmpi sle, %55, %c1_i64 : i64
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %58 = arith.index_cast %52 : index to i64
    %59 = arith.muli %58, %c256_i64 : i64
    %60 = arith.divsi %59, %56 : i64
    %61 = arith.select %4, %60, %0 : i64
    %from_elements = tensor.from_elements %61, %c8_i64, %60, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_54(%from_elements) : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %62 = arith.index_cast %61 : i64 to index
    %63 = tensor.empty(%62) : tensor<?x2x8x16xf32>
    %transposed_55 = linalg.transpose ins(%reshape : tensor<?x8x2x16xf32>) outs(%63 : tensor<?x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_56 = linalg.transpose ins(%cst_37 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0]
    %64 = linalg.matmul ins(%collapsed_53, %transposed_56 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%49 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%64, %cst_36 : tensor<?x32xf32>, tensor<32xf32>) outs(%48 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %expanded_57 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [%52, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_58 = tensor.reshape %expanded_57(%from_elements) : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %transposed_59 = linalg.transpose ins(%cst_35 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0]
    %66 = linalg.matmul ins(%collapsed_53, %transposed_59 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%49 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%66, %cst_34 : tensor<?x32xf32>, tensor<32xf32>) outs(%48 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %expanded_60 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [%52, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_61 = tensor.reshape %expanded_60(%from_elements) : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %transposed_62 = linalg.transpose ins(%reshape_61 : tensor<?x8x2x16xf32>) outs(%63 : tensor<?x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %68 = tensor.empty(%62) : tensor<?x2x16x8xf32>
    %transposed_63 = linalg.transpose ins(%reshape_58 : tensor<?x8x2x16xf32>) outs(%68 : tensor<?x2x16x8xf32>) permutation = [0, 2, 3, 1]
    %69 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %69, "unimplemented: dynamic negative broadcast sizes"
    %70 = tensor.empty(%dim) : tensor<?x2x8x16xf32>
    %71 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%70 : tensor<?x2x8x16xf32>) {
    ^bb0(%out: f32):
      %281 = linalg.index 0 : index
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %62, %c1 : index
      %286 = arith.select %285, %c0, %281 : index
      %extracted = tensor.extract %transposed_55[%286, %282, %283, %284] : tensor<?x2x8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x8x16xf32>
    %collapsed_64 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<?x2x8x16xf32> into tensor<?x8x16xf32>
    cf.assert %69, "unimplemented: dynamic negative broadcast sizes"
    %72 = tensor.empty(%dim) : tensor<?x2x16x8xf32>
    %73 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%72 : tensor<?x2x16x8xf32>) {
    ^bb0(%out: f32):
      %281 = linalg.index 0 : index
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %62, %c1 : index
      %286 = arith.select %285, %c0, %281 : index
      %extracted = tensor.extract %transposed_63[%286, %282, %283, %284] : tensor<?x2x16x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x16x8xf32>
    %collapsed_65 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<?x2x16x8xf32> into tensor<?x16x8xf32>
    %74 = affine.apply #map12()[%dim]
    %75 = tensor.empty(%74) : tensor<?x8x8xf32>
    %76 = linalg.fill ins(%cst_0 : f32) outs(%75 : tensor<?x8x8xf32>) -> tensor<?x8x8xf32>
    %77 = linalg.batch_matmul ins(%collapsed_64, %collapsed_65 : tensor<?x8x16xf32>, tensor<?x16x8xf32>) outs(%76 : tensor<?x8x8xf32>) -> tensor<?x8x8xf32>
    %78 = arith.divsi %74, %c2 : index
    %expanded_66 = tensor.expand_shape %77 [[0, 1], [2], [3]] output_shape [%78, 2, 8, 8] : tensor<?x8x8xf32> into tensor<?x2x8x8xf32>
    %79 = tensor.empty(%78) : tensor<?x2x8x8xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<?x2x8x8xf32>) outs(%79 : tensor<?x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.mulf %in, %cst_48 : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x8xf32>
    %81 = arith.cmpi eq, %78, %5 : index
    cf.assert %81, "mismatched size for broadcast"
    %82 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %45 : tensor<?x2x8x8xf32>, tensor<?x1x8x8xf32>) outs(%79 : tensor<?x2x8x8xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x8xf32>
    %83 = tensor.empty(%78) : tensor<?x2x8xi64>
    %84 = linalg.fill ins(%c0_i64 : i64) outs(%83 : tensor<?x2x8xi64>) -> tensor<?x2x8xi64>
    %85 = tensor.empty(%78) : tensor<?x2x8xf32>
    %86 = linalg.fill ins(%cst_1 : f32) outs(%85 : tensor<?x2x8xf32>) -> tensor<?x2x8xf32>
    %87:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%82 : tensor<?x2x8x8xf32>) outs(%86, %84 : tensor<?x2x8xf32>, tensor<?x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_118: i64):
      %281 = linalg.index 3 : index
      %282 = arith.index_cast %281 : index to i64
      %283 = arith.maximumf %in, %out : f32
      %284 = arith.cmpf ogt, %in, %out : f32
      %285 = arith.select %284, %282, %out_118 : i64
      linalg.yield %283, %285 : f32, i64
    } -> (tensor<?x2x8xf32>, tensor<?x2x8xi64>)
    %expanded_67 = tensor.expand_shape %87#0 [[0], [1], [2, 3]] output_shape [%78, 2, 8, 1] : tensor<?x2x8xf32> into tensor<?x2x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_67 : tensor<?x2x8x8xf32>, tensor<?x2x8x1xf32>) outs(%79 : tensor<?x2x8x8xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.subf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x8xf32>
    %89 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<?x2x8x8xf32>) outs(%79 : tensor<?x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.exp %in : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x8xf32>
    %90 = tensor.empty(%78) : tensor<?x2x8x1xf32>
    %91 = linalg.fill ins(%cst_0 : f32) outs(%90 : tensor<?x2x8x1xf32>) -> tensor<?x2x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%89 : tensor<?x2x8x8xf32>) outs(%91 : tensor<?x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %92 : tensor<?x2x8x8xf32>, tensor<?x2x8x1xf32>) outs(%79 : tensor<?x2x8x8xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.divf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x8xf32>
    cf.assert %69, "unimplemented: dynamic negative broadcast sizes"
    %94 = tensor.empty(%dim) : tensor<?x2x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%94 : tensor<?x2x8x8xf32>) {
    ^bb0(%out: f32):
      %281 = linalg.index 0 : index
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %78, %c1 : index
      %286 = arith.select %285, %c0, %281 : index
      %extracted = tensor.extract %93[%286, %282, %283, %284] : tensor<?x2x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x8x8xf32>
    %collapsed_68 = tensor.collapse_shape %95 [[0, 1], [2], [3]] : tensor<?x2x8x8xf32> into tensor<?x8x8xf32>
    cf.assert %69, "unimplemented: dynamic negative broadcast sizes"
    %96 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%70 : tensor<?x2x8x16xf32>) {
    ^bb0(%out: f32):
      %281 = linalg.index 0 : index
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %62, %c1 : index
      %286 = arith.select %285, %c0, %281 : index
      %extracted = tensor.extract %transposed_62[%286, %282, %283, %284] : tensor<?x2x8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x8x16xf32>
    %collapsed_69 = tensor.collapse_shape %96 [[0, 1], [2], [3]] : tensor<?x2x8x16xf32> into tensor<?x8x16xf32>
    %97 = tensor.empty(%74) : tensor<?x8x16xf32>
    %98 = linalg.fill ins(%cst_0 : f32) outs(%97 : tensor<?x8x16xf32>) -> tensor<?x8x16xf32>
    %99 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<?x8x8xf32>, tensor<?x8x16xf32>) outs(%98 : tensor<?x8x16xf32>) -> tensor<?x8x16xf32>
    %expanded_70 = tensor.expand_shape %99 [[0, 1], [2], [3]] output_shape [%78, 2, 8, 16] : tensor<?x8x16xf32> into tensor<?x2x8x16xf32>
    %100 = tensor.empty(%78) : tensor<?x8x2x16xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<?x2x8x16xf32>) outs(%100 : tensor<?x8x2x16xf32>) permutation = [0, 2, 1, 3]
    %101 = arith.muli %53, %c8_i64 : i64
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %102 = arith.index_cast %78 : index to i64
    %103 = arith.muli %102, %c256_i64 : i64
    %104 = arith.divsi %103, %101 : i64
    %105 = arith.select %4, %104, %0 : i64
    %from_elements_72 = tensor.from_elements %105, %c8_i64, %104 : tensor<3xi64>
    %reshape_73 = tensor.reshape %transposed_71(%from_elements_72) : (tensor<?x8x2x16xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %collapsed_74 = tensor.collapse_shape %reshape_73 [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
    %transposed_75 = linalg.transpose ins(%cst_33 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0]
    %106 = arith.index_cast %105 : i64 to index
    %107 = affine.apply #map11()[%106]
    %108 = tensor.empty(%107) : tensor<?x32xf32>
    %109 = linalg.fill ins(%cst_0 : f32) outs(%108 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %110 = linalg.matmul ins(%collapsed_74, %transposed_75 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%109 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%110, %cst_32 : tensor<?x32xf32>, tensor<32xf32>) outs(%108 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %112 = arith.divsi %107, %c8 : index
    %expanded_76 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [%112, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
    %113 = arith.cmpi eq, %112, %dim : index
    cf.assert %113, "mismatched size for broadcast"
    %114 = tensor.empty(%112) : tensor<?x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %37 : tensor<?x8x32xf32>, tensor<?x8x32xf32>) outs(%114 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %116 = tensor.empty(%112) : tensor<?x8x32xf64>
    %117 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<?x8x32xf32>) outs(%116 : tensor<?x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %118 = tensor.empty(%112) : tensor<?x8x1xf64>
    %119 = linalg.fill ins(%cst : f64) outs(%118 : tensor<?x8x1xf64>) -> tensor<?x8x1xf64>
    %120 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<?x8x32xf64>) outs(%119 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<?x8x1xf64>) outs(%118 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_46 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %122 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %121 : tensor<?x8x32xf64>, tensor<?x8x1xf64>) outs(%116 : tensor<?x8x32xf64>) {
    ^bb0(%in: f64, %in_118: f64, %out: f64):
      %281 = arith.subf %in, %in_118 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %123 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %122 : tensor<?x8x32xf64>, tensor<?x8x32xf64>) outs(%116 : tensor<?x8x32xf64>) {
    ^bb0(%in: f64, %in_118: f64, %out: f64):
      %281 = arith.mulf %in, %in_118 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %124 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<?x8x32xf64>) outs(%119 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<?x8x1xf64>) outs(%118 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_46 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %126 = tensor.empty(%112) : tensor<?x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<?x8x1xf64>) outs(%126 : tensor<?x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %128 = linalg.fill ins(%cst_0 : f32) outs(%126 : tensor<?x8x1xf32>) -> tensor<?x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<?x8x32xf32>) outs(%128 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<?x8x1xf32>) outs(%126 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_47 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<?x8x1xf32>) outs(%126 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_42 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<?x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<?x8x1xf32>) outs(%126 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %130 : tensor<?x8x32xf32>, tensor<?x8x1xf32>) outs(%114 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.subf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %132 : tensor<?x8x32xf32>, tensor<?x8x1xf32>) outs(%114 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.mulf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %cst_31 : tensor<?x8x32xf32>, tensor<32xf32>) outs(%114 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.mulf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %cst_30 : tensor<?x8x32xf32>, tensor<32xf32>) outs(%114 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %collapsed_77 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
    %137 = tensor.empty() : tensor<32x64xf32>
    %transposed_78 = linalg.transpose ins(%cst_29 : tensor<64x32xf32>) outs(%137 : tensor<32x64xf32>) permutation = [1, 0]
    %138 = affine.apply #map11()[%112]
    %139 = tensor.empty(%138) : tensor<?x64xf32>
    %140 = linalg.fill ins(%cst_0 : f32) outs(%139 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %141 = linalg.matmul ins(%collapsed_77, %transposed_78 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%140 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%141, %cst_28 : tensor<?x64xf32>, tensor<64xf32>) outs(%139 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x64xf32>
    %143 = arith.divsi %138, %c8 : index
    %expanded_79 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [%143, 8, 64] : tensor<?x64xf32> into tensor<?x8x64xf32>
    %144 = tensor.empty(%143) : tensor<?x8x64xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<?x8x64xf32>) outs(%144 : tensor<?x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_49 : f32
      %282 = math.erf %281 : f32
      %283 = arith.addf %282, %cst_2 : f32
      %284 = arith.mulf %283, %cst_3 : f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<?x8x64xf32>
    %collapsed_80 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<?x8x64xf32> into tensor<?x64xf32>
    %146 = tensor.empty() : tensor<64x32xf32>
    %transposed_81 = linalg.transpose ins(%cst_27 : tensor<32x64xf32>) outs(%146 : tensor<64x32xf32>) permutation = [1, 0]
    %147 = affine.apply #map11()[%143]
    %148 = tensor.empty(%147) : tensor<?x32xf32>
    %149 = linalg.fill ins(%cst_0 : f32) outs(%148 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %150 = linalg.matmul ins(%collapsed_80, %transposed_81 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%149 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%150, %cst_26 : tensor<?x32xf32>, tensor<32xf32>) outs(%148 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %152 = arith.divsi %147, %c8 : index
    %expanded_82 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [%152, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
    %153 = arith.cmpi eq, %152, %112 : index
    cf.assert %153, "mismatched size for broadcast"
    %154 = tensor.empty(%152) : tensor<?x8x32xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %136 : tensor<?x8x32xf32>, tensor<?x8x32xf32>) outs(%154 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %156 = tensor.empty(%152) : tensor<?x8x32xf64>
    %157 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<?x8x32xf32>) outs(%156 : tensor<?x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %158 = tensor.empty(%152) : tensor<?x8x1xf64>
    %159 = linalg.fill ins(%cst : f64) outs(%158 : tensor<?x8x1xf64>) -> tensor<?x8x1xf64>
    %160 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<?x8x32xf64>) outs(%159 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<?x8x1xf64>) outs(%158 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_46 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %162 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %161 : tensor<?x8x32xf64>, tensor<?x8x1xf64>) outs(%156 : tensor<?x8x32xf64>) {
    ^bb0(%in: f64, %in_118: f64, %out: f64):
      %281 = arith.subf %in, %in_118 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %163 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %162 : tensor<?x8x32xf64>, tensor<?x8x32xf64>) outs(%156 : tensor<?x8x32xf64>) {
    ^bb0(%in: f64, %in_118: f64, %out: f64):
      %281 = arith.mulf %in, %in_118 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %164 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%163 : tensor<?x8x32xf64>) outs(%159 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %165 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<?x8x1xf64>) outs(%158 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_46 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %166 = tensor.empty(%152) : tensor<?x8x1xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<?x8x1xf64>) outs(%166 : tensor<?x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %168 = linalg.fill ins(%cst_0 : f32) outs(%166 : tensor<?x8x1xf32>) -> tensor<?x8x1xf32>
    %169 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<?x8x32xf32>) outs(%168 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<?x8x1xf32>) outs(%166 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_47 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<?x8x1xf32>) outs(%166 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_42 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<?x8x1xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<?x8x1xf32>) outs(%166 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %170 : tensor<?x8x32xf32>, tensor<?x8x1xf32>) outs(%154 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.subf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %172 : tensor<?x8x32xf32>, tensor<?x8x1xf32>) outs(%154 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.mulf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %cst_25 : tensor<?x8x32xf32>, tensor<32xf32>) outs(%154 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.mulf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %cst_24 : tensor<?x8x32xf32>, tensor<32xf32>) outs(%154 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %collapsed_83 = tensor.collapse_shape %176 [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
    %transposed_84 = linalg.transpose ins(%cst_23 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0]
    %177 = affine.apply #map11()[%152]
    %178 = tensor.empty(%177) : tensor<?x32xf32>
    %179 = linalg.fill ins(%cst_0 : f32) outs(%178 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %180 = linalg.matmul ins(%collapsed_83, %transposed_84 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%179 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%180, %cst_22 : tensor<?x32xf32>, tensor<32xf32>) outs(%178 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %182 = arith.divsi %177, %c8 : index
    %expanded_85 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [%182, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %183 = arith.index_cast %182 : index to i64
    %184 = arith.muli %183, %c256_i64 : i64
    %185 = arith.divsi %184, %56 : i64
    %186 = arith.select %4, %185, %0 : i64
    %from_elements_86 = tensor.from_elements %186, %c8_i64, %185, %c16_i64 : tensor<4xi64>
    %reshape_87 = tensor.reshape %expanded_85(%from_elements_86) : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %187 = arith.index_cast %186 : i64 to index
    %188 = tensor.empty(%187) : tensor<?x2x8x16xf32>
    %transposed_88 = linalg.transpose ins(%reshape_87 : tensor<?x8x2x16xf32>) outs(%188 : tensor<?x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_89 = linalg.transpose ins(%cst_21 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0]
    %189 = linalg.matmul ins(%collapsed_83, %transposed_89 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%179 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%189, %cst_20 : tensor<?x32xf32>, tensor<32xf32>) outs(%178 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %expanded_90 = tensor.expand_shape %190 [[0, 1], [2]] output_shape [%182, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_91 = tensor.reshape %expanded_90(%from_elements_86) : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %transposed_92 = linalg.transpose ins(%cst_19 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0]
    %191 = linalg.matmul ins(%collapsed_83, %transposed_92 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%179 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%191, %cst_18 : tensor<?x32xf32>, tensor<32xf32>) outs(%178 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %expanded_93 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [%182, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_94 = tensor.reshape %expanded_93(%from_elements_86) : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %transposed_95 = linalg.transpose ins(%reshape_94 : tensor<?x8x2x16xf32>) outs(%188 : tensor<?x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %193 = tensor.empty(%187) : tensor<?x2x16x8xf32>
    %transposed_96 = linalg.transpose ins(%reshape_91 : tensor<?x8x2x16xf32>) outs(%193 : tensor<?x2x16x8xf32>) permutation = [0, 2, 3, 1]
    cf.assert %69, "unimplemented: dynamic negative broadcast sizes"
    %194 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%70 : tensor<?x2x8x16xf32>) {
    ^bb0(%out: f32):
      %281 = linalg.index 0 : index
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %187, %c1 : index
      %286 = arith.select %285, %c0, %281 : index
      %extracted = tensor.extract %transposed_88[%286, %282, %283, %284] : tensor<?x2x8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x8x16xf32>
    %collapsed_97 = tensor.collapse_shape %194 [[0, 1], [2], [3]] : tensor<?x2x8x16xf32> into tensor<?x8x16xf32>
    cf.assert %69, "unimplemented: dynamic negative broadcast sizes"
    %195 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%72 : tensor<?x2x16x8xf32>) {
    ^bb0(%out: f32):
      %281 = linalg.index 0 : index
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %187, %c1 : index
      %286 = arith.select %285, %c0, %281 : index
      %extracted = tensor.extract %transposed_96[%286, %282, %283, %284] : tensor<?x2x16x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x16x8xf32>
    %collapsed_98 = tensor.collapse_shape %195 [[0, 1], [2], [3]] : tensor<?x2x16x8xf32> into tensor<?x16x8xf32>
    %196 = linalg.batch_matmul ins(%collapsed_97, %collapsed_98 : tensor<?x8x16xf32>, tensor<?x16x8xf32>) outs(%76 : tensor<?x8x8xf32>) -> tensor<?x8x8xf32>
    %expanded_99 = tensor.expand_shape %196 [[0, 1], [2], [3]] output_shape [%78, 2, 8, 8] : tensor<?x8x8xf32> into tensor<?x2x8x8xf32>
    %197 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<?x2x8x8xf32>) outs(%79 : tensor<?x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.mulf %in, %cst_48 : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x8xf32>
    cf.assert %81, "mismatched size for broadcast"
    %198 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %45 : tensor<?x2x8x8xf32>, tensor<?x1x8x8xf32>) outs(%79 : tensor<?x2x8x8xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x8xf32>
    %199:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%198 : tensor<?x2x8x8xf32>) outs(%86, %84 : tensor<?x2x8xf32>, tensor<?x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_118: i64):
      %281 = linalg.index 3 : index
      %282 = arith.index_cast %281 : index to i64
      %283 = arith.maximumf %in, %out : f32
      %284 = arith.cmpf ogt, %in, %out : f32
      %285 = arith.select %284, %282, %out_118 : i64
      linalg.yield %283, %285 : f32, i64
    } -> (tensor<?x2x8xf32>, tensor<?x2x8xi64>)
    %expanded_100 = tensor.expand_shape %199#0 [[0], [1], [2, 3]] output_shape [%78, 2, 8, 1] : tensor<?x2x8xf32> into tensor<?x2x8x1xf32>
    %200 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %expanded_100 : tensor<?x2x8x8xf32>, tensor<?x2x8x1xf32>) outs(%79 : tensor<?x2x8x8xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.subf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x8xf32>
    %201 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<?x2x8x8xf32>) outs(%79 : tensor<?x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.exp %in : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x8xf32>
    %202 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%201 : tensor<?x2x8x8xf32>) outs(%91 : tensor<?x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x1xf32>
    %203 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %202 : tensor<?x2x8x8xf32>, tensor<?x2x8x1xf32>) outs(%79 : tensor<?x2x8x8xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.divf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x2x8x8xf32>
    cf.assert %69, "unimplemented: dynamic negative broadcast sizes"
    %204 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%94 : tensor<?x2x8x8xf32>) {
    ^bb0(%out: f32):
      %281 = linalg.index 0 : index
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %78, %c1 : index
      %286 = arith.select %285, %c0, %281 : index
      %extracted = tensor.extract %203[%286, %282, %283, %284] : tensor<?x2x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x8x8xf32>
    %collapsed_101 = tensor.collapse_shape %204 [[0, 1], [2], [3]] : tensor<?x2x8x8xf32> into tensor<?x8x8xf32>
    cf.assert %69, "unimplemented: dynamic negative broadcast sizes"
    %205 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%70 : tensor<?x2x8x16xf32>) {
    ^bb0(%out: f32):
      %281 = linalg.index 0 : index
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %187, %c1 : index
      %286 = arith.select %285, %c0, %281 : index
      %extracted = tensor.extract %transposed_95[%286, %282, %283, %284] : tensor<?x2x8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x8x16xf32>
    %collapsed_102 = tensor.collapse_shape %205 [[0, 1], [2], [3]] : tensor<?x2x8x16xf32> into tensor<?x8x16xf32>
    %206 = linalg.batch_matmul ins(%collapsed_101, %collapsed_102 : tensor<?x8x8xf32>, tensor<?x8x16xf32>) outs(%98 : tensor<?x8x16xf32>) -> tensor<?x8x16xf32>
    %expanded_103 = tensor.expand_shape %206 [[0, 1], [2], [3]] output_shape [%78, 2, 8, 16] : tensor<?x8x16xf32> into tensor<?x2x8x16xf32>
    %transposed_104 = linalg.transpose ins(%expanded_103 : tensor<?x2x8x16xf32>) outs(%100 : tensor<?x8x2x16xf32>) permutation = [0, 2, 1, 3]
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_105 = tensor.reshape %transposed_104(%from_elements_72) : (tensor<?x8x2x16xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %collapsed_106 = tensor.collapse_shape %reshape_105 [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
    %transposed_107 = linalg.transpose ins(%cst_17 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0]
    %207 = arith.index_cast %105 : i64 to index
    %208 = affine.apply #map11()[%207]
    %209 = tensor.empty(%208) : tensor<?x32xf32>
    %210 = linalg.fill ins(%cst_0 : f32) outs(%209 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %211 = linalg.matmul ins(%collapsed_106, %transposed_107 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%210 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%211, %cst_16 : tensor<?x32xf32>, tensor<32xf32>) outs(%209 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %213 = arith.divsi %208, %c8 : index
    %expanded_108 = tensor.expand_shape %212 [[0, 1], [2]] output_shape [%213, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
    %214 = arith.cmpi eq, %213, %152 : index
    cf.assert %214, "mismatched size for broadcast"
    %215 = tensor.empty(%213) : tensor<?x8x32xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_108, %176 : tensor<?x8x32xf32>, tensor<?x8x32xf32>) outs(%215 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %217 = tensor.empty(%213) : tensor<?x8x32xf64>
    %218 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<?x8x32xf32>) outs(%217 : tensor<?x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %219 = tensor.empty(%213) : tensor<?x8x1xf64>
    %220 = linalg.fill ins(%cst : f64) outs(%219 : tensor<?x8x1xf64>) -> tensor<?x8x1xf64>
    %221 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%218 : tensor<?x8x32xf64>) outs(%220 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %222 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<?x8x1xf64>) outs(%219 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_46 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %223 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %222 : tensor<?x8x32xf64>, tensor<?x8x1xf64>) outs(%217 : tensor<?x8x32xf64>) {
    ^bb0(%in: f64, %in_118: f64, %out: f64):
      %281 = arith.subf %in, %in_118 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %224 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %223 : tensor<?x8x32xf64>, tensor<?x8x32xf64>) outs(%217 : tensor<?x8x32xf64>) {
    ^bb0(%in: f64, %in_118: f64, %out: f64):
      %281 = arith.mulf %in, %in_118 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %225 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<?x8x32xf64>) outs(%220 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %226 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<?x8x1xf64>) outs(%219 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_46 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %227 = tensor.empty(%213) : tensor<?x8x1xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<?x8x1xf64>) outs(%227 : tensor<?x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %229 = linalg.fill ins(%cst_0 : f32) outs(%227 : tensor<?x8x1xf32>) -> tensor<?x8x1xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%216 : tensor<?x8x32xf32>) outs(%229 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<?x8x1xf32>) outs(%227 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_47 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<?x8x1xf32>) outs(%227 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_42 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<?x8x1xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<?x8x1xf32>) outs(%227 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %234 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %231 : tensor<?x8x32xf32>, tensor<?x8x1xf32>) outs(%215 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.subf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %235 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %233 : tensor<?x8x32xf32>, tensor<?x8x1xf32>) outs(%215 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.mulf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %cst_15 : tensor<?x8x32xf32>, tensor<32xf32>) outs(%215 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.mulf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %237 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %cst_14 : tensor<?x8x32xf32>, tensor<32xf32>) outs(%215 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %collapsed_109 = tensor.collapse_shape %237 [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
    %transposed_110 = linalg.transpose ins(%cst_13 : tensor<64x32xf32>) outs(%137 : tensor<32x64xf32>) permutation = [1, 0]
    %238 = affine.apply #map11()[%213]
    %239 = tensor.empty(%238) : tensor<?x64xf32>
    %240 = linalg.fill ins(%cst_0 : f32) outs(%239 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %241 = linalg.matmul ins(%collapsed_109, %transposed_110 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%240 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%241, %cst_12 : tensor<?x64xf32>, tensor<64xf32>) outs(%239 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x64xf32>
    %243 = arith.divsi %238, %c8 : index
    %expanded_111 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [%243, 8, 64] : tensor<?x64xf32> into tensor<?x8x64xf32>
    %244 = tensor.empty(%243) : tensor<?x8x64xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111 : tensor<?x8x64xf32>) outs(%244 : tensor<?x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_49 : f32
      %282 = math.erf %281 : f32
      %283 = arith.addf %282, %cst_2 : f32
      %284 = arith.mulf %283, %cst_3 : f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<?x8x64xf32>
    %collapsed_112 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<?x8x64xf32> into tensor<?x64xf32>
    %transposed_113 = linalg.transpose ins(%cst_11 : tensor<32x64xf32>) outs(%146 : tensor<64x32xf32>) permutation = [1, 0]
    %246 = affine.apply #map11()[%243]
    %247 = tensor.empty(%246) : tensor<?x32xf32>
    %248 = linalg.fill ins(%cst_0 : f32) outs(%247 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %249 = linalg.matmul ins(%collapsed_112, %transposed_113 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%248 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%249, %cst_10 : tensor<?x32xf32>, tensor<32xf32>) outs(%247 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %251 = arith.divsi %246, %c8 : index
    %expanded_114 = tensor.expand_shape %250 [[0, 1], [2]] output_shape [%251, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
    %252 = arith.cmpi eq, %251, %213 : index
    cf.assert %252, "mismatched size for broadcast"
    %253 = tensor.empty(%251) : tensor<?x8x32xf32>
    %254 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114, %237 : tensor<?x8x32xf32>, tensor<?x8x32xf32>) outs(%253 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %255 = tensor.empty(%251) : tensor<?x8x32xf64>
    %256 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<?x8x32xf32>) outs(%255 : tensor<?x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %257 = tensor.empty(%251) : tensor<?x8x1xf64>
    %258 = linalg.fill ins(%cst : f64) outs(%257 : tensor<?x8x1xf64>) -> tensor<?x8x1xf64>
    %259 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%256 : tensor<?x8x32xf64>) outs(%258 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %260 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<?x8x1xf64>) outs(%257 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_46 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %261 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %260 : tensor<?x8x32xf64>, tensor<?x8x1xf64>) outs(%255 : tensor<?x8x32xf64>) {
    ^bb0(%in: f64, %in_118: f64, %out: f64):
      %281 = arith.subf %in, %in_118 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %262 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %261 : tensor<?x8x32xf64>, tensor<?x8x32xf64>) outs(%255 : tensor<?x8x32xf64>) {
    ^bb0(%in: f64, %in_118: f64, %out: f64):
      %281 = arith.mulf %in, %in_118 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x32xf64>
    %263 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%262 : tensor<?x8x32xf64>) outs(%258 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %264 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<?x8x1xf64>) outs(%257 : tensor<?x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_46 : f64
      linalg.yield %281 : f64
    } -> tensor<?x8x1xf64>
    %265 = tensor.empty(%251) : tensor<?x8x1xf32>
    %266 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<?x8x1xf64>) outs(%265 : tensor<?x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %267 = linalg.fill ins(%cst_0 : f32) outs(%265 : tensor<?x8x1xf32>) -> tensor<?x8x1xf32>
    %268 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%254 : tensor<?x8x32xf32>) outs(%267 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<?x8x1xf32>) outs(%265 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_47 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %270 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<?x8x1xf32>) outs(%265 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_42 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<?x8x1xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<?x8x1xf32>) outs(%265 : tensor<?x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x1xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %269 : tensor<?x8x32xf32>, tensor<?x8x1xf32>) outs(%253 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.subf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %271 : tensor<?x8x32xf32>, tensor<?x8x1xf32>) outs(%253 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.mulf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %274 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %cst_9 : tensor<?x8x32xf32>, tensor<32xf32>) outs(%253 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.mulf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %cst_8 : tensor<?x8x32xf32>, tensor<32xf32>) outs(%253 : tensor<?x8x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x8x32xf32>
    %extracted_slice_115 = tensor.extract_slice %275[0, 0, 0] [%251, 1, 32] [1, 1, 1] : tensor<?x8x32xf32> to tensor<?x1x32xf32>
    %collapsed_116 = tensor.collapse_shape %extracted_slice_115 [[0, 1], [2]] : tensor<?x1x32xf32> into tensor<?x32xf32>
    %transposed_117 = linalg.transpose ins(%cst_7 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0]
    %276 = tensor.empty(%251) : tensor<?x32xf32>
    %277 = linalg.fill ins(%cst_0 : f32) outs(%276 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %278 = linalg.matmul ins(%collapsed_116, %transposed_117 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%277 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%278, %cst_6 : tensor<?x32xf32>, tensor<32xf32>) outs(%276 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_118: f32, %out: f32):
      %281 = arith.addf %in, %in_118 : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%279 : tensor<?x32xf32>) outs(%276 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.tanh %in : f32
      linalg.yield %281 : f32
    } -> tensor<?x32xf32>
    return %275, %280 : tensor<?x8x32xf32>, tensor<?x32xf32>
  }
}
// irlower-stages: fx_graph=5cb45952e9a1 torch_mlir=2edaa1d180f4
