#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @main(%arg0: tensor<1x?x32xf32>) -> tensor<1x?x32xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 9.9999999999999995E-7 : f64
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 0.17677669529663689 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_13 = arith.constant 3.200000e+01 : f64
    %cst_14 = arith.constant 3.200000e+01 : f32
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x32xf32>
    %0 = arith.index_cast %dim : index to i64
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %1 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_12 : tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) permutation = [1, 0]
    %2 = tensor.empty(%dim) : tensor<?x32xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed : tensor<?x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_11 : tensor<?x32xf32>, tensor<32xf32>) outs(%2 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.addf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<?x32xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %transposed_15 = linalg.transpose ins(%cst_10 : tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) permutation = [1, 0]
    %6 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %cst_9 : tensor<?x32xf32>, tensor<32xf32>) outs(%2 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.addf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<?x32xf32>
    %expanded_16 = tensor.expand_shape %7 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %transposed_17 = linalg.transpose ins(%cst_8 : tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) permutation = [1, 0]
    %8 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_7 : tensor<?x32xf32>, tensor<32xf32>) outs(%2 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.addf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<?x32xf32>
    %expanded_18 = tensor.expand_shape %9 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %10 = tensor.empty(%dim) : tensor<1x32x?xf32>
    %transposed_19 = linalg.transpose ins(%expanded_16 : tensor<1x?x32xf32>) outs(%10 : tensor<1x32x?xf32>) permutation = [0, 2, 1]
    %11 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %12 = tensor.empty(%dim) : tensor<1x?x32xf32>
    %13 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel"]} outs(%12 : tensor<1x?x32xf32>) {
    ^bb0(%out: f32):
      %78 = linalg.index 1 : index
      %79 = linalg.index 2 : index
      %80 = arith.cmpi eq, %dim, %c1 : index
      %81 = arith.select %80, %c0, %78 : index
      %extracted = tensor.extract %expanded[%c0, %81, %79] : tensor<1x?x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x32xf32>
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %14 = tensor.empty(%dim) : tensor<1x32x?xf32>
    %15 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel"]} outs(%14 : tensor<1x32x?xf32>) {
    ^bb0(%out: f32):
      %78 = linalg.index 1 : index
      %79 = linalg.index 2 : index
      %80 = arith.cmpi eq, %dim, %c1 : index
      %81 = arith.select %80, %c0, %79 : index
      %extracted = tensor.extract %transposed_19[%c0, %78, %81] : tensor<1x32x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?xf32>
    %16 = tensor.empty(%dim, %dim) : tensor<1x?x?xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %18 = linalg.batch_matmul ins(%13, %15 : tensor<1x?x32xf32>, tensor<1x32x?xf32>) outs(%17 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %19 = arith.cmpi slt, %0, %c0_i64 : i64
    %20 = arith.select %19, %c1_i64, %0 : i64
    %21 = arith.extui %19 : i1 to i64
    %22 = arith.muli %20, %0 : i64
    %23 = arith.addi %21, %c1_i64 : i64
    %24 = arith.select %19, %c1_i64, %22 : i64
    %25 = arith.select %19, %23, %21 : i64
    %26 = arith.cmpi sle, %25, %c1_i64 : i64
    cf.assert %26, "must have at most one inferred (negative) dimension"
    %27 = arith.muli %0, %0 : i64
    %28 = arith.divsi %27, %24 : i64
    %29 = arith.select %19, %28, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %29, %29 : tensor<3xi64>
    %reshape = tensor.reshape %18(%from_elements) : (tensor<1x?x?xf32>, tensor<3xi64>) -> tensor<1x?x?xf32>
    %30 = arith.index_cast %29 : i64 to index
    %31 = tensor.empty(%30, %30) : tensor<1x?x?xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape : tensor<1x?x?xf32>) outs(%31 : tensor<1x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.truncf %cst_6 : f64 to f32
      %79 = arith.mulf %in, %78 : f32
      linalg.yield %79 : f32
    } -> tensor<1x?x?xf32>
    %33 = tensor.empty(%30) : tensor<1x?xi64>
    %34 = linalg.fill ins(%c0_i64 : i64) outs(%33 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %35 = tensor.empty(%30) : tensor<1x?xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%35 : tensor<1x?xf32>) -> tensor<1x?xf32>
    %37:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%32 : tensor<1x?x?xf32>) outs(%36, %34 : tensor<1x?xf32>, tensor<1x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_22: i64):
      %78 = linalg.index 2 : index
      %79 = arith.index_cast %78 : index to i64
      %80 = arith.maximumf %in, %out : f32
      %81 = arith.cmpf ogt, %in, %out : f32
      %82 = arith.select %81, %79, %out_22 : i64
      linalg.yield %80, %82 : f32, i64
    } -> (tensor<1x?xf32>, tensor<1x?xi64>)
    %expanded_20 = tensor.expand_shape %37#0 [[0], [1, 2]] output_shape [1, %30, 1] : tensor<1x?xf32> into tensor<1x?x1xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %expanded_20 : tensor<1x?x?xf32>, tensor<1x?x1xf32>) outs(%31 : tensor<1x?x?xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.subf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x?xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x?x?xf32>) outs(%31 : tensor<1x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.exp %in : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x?xf32>
    %40 = tensor.empty(%30) : tensor<1x?x1xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%39 : tensor<1x?x?xf32>) outs(%41 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.addf %in, %out : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x1xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %42 : tensor<1x?x?xf32>, tensor<1x?x1xf32>) outs(%31 : tensor<1x?x?xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.divf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x?xf32>
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %44 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel"]} outs(%16 : tensor<1x?x?xf32>) {
    ^bb0(%out: f32):
      %78 = linalg.index 1 : index
      %79 = linalg.index 2 : index
      %80 = arith.cmpi eq, %30, %c1 : index
      %81 = arith.select %80, %c0, %78 : index
      %82 = arith.select %80, %c0, %79 : index
      %extracted = tensor.extract %43[%c0, %81, %82] : tensor<1x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x?xf32>
    cf.assert %26, "must have at most one inferred (negative) dimension"
    %reshape_21 = tensor.reshape %44(%from_elements) : (tensor<1x?x?xf32>, tensor<3xi64>) -> tensor<1x?x?xf32>
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %45 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel"]} outs(%12 : tensor<1x?x32xf32>) {
    ^bb0(%out: f32):
      %78 = linalg.index 1 : index
      %79 = linalg.index 2 : index
      %80 = arith.cmpi eq, %dim, %c1 : index
      %81 = arith.select %80, %c0, %78 : index
      %extracted = tensor.extract %expanded_18[%c0, %81, %79] : tensor<1x?x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x32xf32>
    %46 = arith.cmpi eq, %29, %0 : i64
    cf.assert %46, "mismatching contracting dimension"
    %47 = tensor.empty(%30) : tensor<1x?x32xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %49 = linalg.batch_matmul ins(%reshape_21, %45 : tensor<1x?x?xf32>, tensor<1x?x32xf32>) outs(%48 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %50 = arith.cmpi eq, %30, %dim : index
    cf.assert %50, "mismatched size for broadcast"
    %51 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %arg0 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%47 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.addf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x32xf32>
    %52 = tensor.empty(%30) : tensor<1x?x32xf64>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<1x?x32xf32>) outs(%52 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %78 = arith.extf %in : f32 to f64
      linalg.yield %78 : f64
    } -> tensor<1x?x32xf64>
    %54 = tensor.empty(%30) : tensor<1x?x1xf64>
    %55 = linalg.fill ins(%cst_1 : f64) outs(%54 : tensor<1x?x1xf64>) -> tensor<1x?x1xf64>
    %56 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<1x?x32xf64>) outs(%55 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.addf %in, %out : f64
      linalg.yield %78 : f64
    } -> tensor<1x?x1xf64>
    %57 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<1x?x1xf64>) outs(%54 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.divf %in, %cst_13 : f64
      linalg.yield %78 : f64
    } -> tensor<1x?x1xf64>
    %58 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %57 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%52 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_22: f64, %out: f64):
      %78 = arith.subf %in, %in_22 : f64
      linalg.yield %78 : f64
    } -> tensor<1x?x32xf64>
    %59 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %58 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%52 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_22: f64, %out: f64):
      %78 = arith.mulf %in, %in_22 : f64
      linalg.yield %78 : f64
    } -> tensor<1x?x32xf64>
    %60 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%59 : tensor<1x?x32xf64>) outs(%55 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.addf %in, %out : f64
      linalg.yield %78 : f64
    } -> tensor<1x?x1xf64>
    %61 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x?x1xf64>) outs(%54 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.divf %in, %cst_13 : f64
      linalg.yield %78 : f64
    } -> tensor<1x?x1xf64>
    %62 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<1x?x1xf64>) outs(%40 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %78 = arith.truncf %in : f64 to f32
      linalg.yield %78 : f32
    } -> tensor<1x?x1xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%51 : tensor<1x?x32xf32>) outs(%41 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.addf %in, %out : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x1xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<1x?x1xf32>) outs(%40 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.divf %in, %cst_14 : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x1xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<1x?x1xf32>) outs(%40 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.truncf %cst_5 : f64 to f32
      %79 = arith.addf %in, %78 : f32
      linalg.yield %79 : f32
    } -> tensor<1x?x1xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<1x?x1xf32>) outs(%40 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.rsqrt %in : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %64 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%47 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.subf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x32xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %66 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%47 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.mulf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x32xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %cst_4 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%47 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.mulf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x32xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %cst_3 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%47 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.addf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x32xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x?x32xf32>) outs(%47 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %78 : f32
    } -> tensor<1x?x32xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<1x?x32xf32>) outs(%41 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.addf %in, %out : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x1xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x?x1xf32>) outs(%40 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.divf %in, %cst_14 : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x1xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x?x1xf32>) outs(%40 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.truncf %cst_2 : f64 to f32
      %79 = arith.addf %in, %78 : f32
      linalg.yield %79 : f32
    } -> tensor<1x?x1xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x?x1xf32>) outs(%40 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.rsqrt %in : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x1xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %75 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%47 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %78 = arith.mulf %in, %in_22 : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x32xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x?x32xf32>) outs(%47 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.tanh %in : f32
      linalg.yield %78 : f32
    } -> tensor<1x?x32xf32>
    return %77 : tensor<1x?x32xf32>
  }
}
// irlower-stages: fx_graph=84298a34c3d6 torch_mlir=349a3e9ecd7e
