module {
  func.func @main(%arg0: tensor<1x?x32xf32>) -> tensor<1x?x32xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %c32_i64 = arith.constant 32 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_10 = arith.constant dense<1> : tensor<1xi64>
    %0 = shape.const_shape [32] : tensor<1xindex>
    %c32 = arith.constant 32 : index
    %cst_11 = arith.constant dense<0.17677669529663689> : tensor<1xf64>
    %cst_12 = arith.constant dense<32> : tensor<1xi64>
    %cst_13 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_14 = arith.constant dense<2> : tensor<1xi64>
    %cst_15 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x32xf32>
    %1 = arith.index_cast %dim : index to i64
    %from_elements = tensor.from_elements %1, %c32_i64 : tensor<2xi64>
    %2 = stablehlo.dynamic_reshape %arg0, %from_elements : (tensor<1x?x32xf32>, tensor<2xi64>) -> tensor<?x32xf32>
    %3 = stablehlo.transpose %cst_6, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %5 = stablehlo.convert %cst_10 : (tensor<1xi64>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = shape.shape_of %4 : tensor<?x32xf32> -> tensor<2xindex>
    %8 = stablehlo.dynamic_broadcast_in_dim %4, %7, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %9 = stablehlo.dynamic_broadcast_in_dim %6, %7, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<?x32xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %11, %cst_5 : tensor<32xf32>
    %13 = shape.shape_of %10 : tensor<?x32xf32> -> tensor<2xindex>
    %14 = shape.broadcast %13, %0 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %15 = stablehlo.dynamic_broadcast_in_dim %10, %14, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %16 = stablehlo.dynamic_broadcast_in_dim %12, %14, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<?x32xf32>
    %from_elements_16 = tensor.from_elements %c1_i64, %1, %c32_i64 : tensor<3xi64>
    %18 = stablehlo.dynamic_reshape %17, %from_elements_16 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %19 = stablehlo.transpose %cst_4, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %2, %19, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %21 = shape.shape_of %20 : tensor<?x32xf32> -> tensor<2xindex>
    %22 = stablehlo.dynamic_broadcast_in_dim %20, %21, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %23 = stablehlo.dynamic_broadcast_in_dim %6, %21, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<?x32xf32>
    %25 = stablehlo.multiply %11, %cst_3 : tensor<32xf32>
    %26 = shape.shape_of %24 : tensor<?x32xf32> -> tensor<2xindex>
    %27 = shape.broadcast %26, %0 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %28 = stablehlo.dynamic_broadcast_in_dim %24, %27, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %29 = stablehlo.dynamic_broadcast_in_dim %25, %27, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %30 = stablehlo.add %28, %29 : tensor<?x32xf32>
    %31 = stablehlo.dynamic_reshape %30, %from_elements_16 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %32 = stablehlo.transpose %cst_2, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = stablehlo.dot_general %2, %32, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %34 = shape.shape_of %33 : tensor<?x32xf32> -> tensor<2xindex>
    %35 = stablehlo.dynamic_broadcast_in_dim %33, %34, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %36 = stablehlo.dynamic_broadcast_in_dim %6, %34, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<?x32xf32>
    %38 = stablehlo.multiply %11, %cst_1 : tensor<32xf32>
    %39 = shape.shape_of %37 : tensor<?x32xf32> -> tensor<2xindex>
    %40 = shape.broadcast %39, %0 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %41 = stablehlo.dynamic_broadcast_in_dim %37, %40, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %42 = stablehlo.dynamic_broadcast_in_dim %38, %40, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %43 = stablehlo.add %41, %42 : tensor<?x32xf32>
    %44 = stablehlo.dynamic_reshape %43, %from_elements_16 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %45 = stablehlo.transpose %31, dims = [0, 2, 1] : (tensor<1x?x32xf32>) -> tensor<1x32x?xf32>
    %from_elements_17 = tensor.from_elements %c1, %dim, %c32 : tensor<3xindex>
    %46 = stablehlo.dynamic_broadcast_in_dim %18, %from_elements_17, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
    %47 = stablehlo.dynamic_reshape %46, %from_elements_16 : (tensor<1x?x32xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %from_elements_18 = tensor.from_elements %c1, %c32, %dim : tensor<3xindex>
    %48 = stablehlo.dynamic_broadcast_in_dim %45, %from_elements_18, dims = [0, 1, 2] : (tensor<1x32x?xf32>, tensor<3xindex>) -> tensor<1x32x?xf32>
    %from_elements_19 = tensor.from_elements %c1_i64, %c32_i64, %1 : tensor<3xi64>
    %49 = stablehlo.dynamic_reshape %48, %from_elements_19 : (tensor<1x32x?xf32>, tensor<3xi64>) -> tensor<1x32x?xf32>
    %dim_20 = tensor.dim %49, %c2 : tensor<1x32x?xf32>
    %from_elements_21 = tensor.from_elements %c1, %c32, %dim_20 : tensor<3xindex>
    %50 = stablehlo.dynamic_broadcast_in_dim %49, %from_elements_21, dims = [0, 1, 2] : (tensor<1x32x?xf32>, tensor<3xindex>) -> tensor<1x32x?xf32>
    %51 = stablehlo.dot_general %47, %50, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x?x32xf32>, tensor<1x32x?xf32>) -> tensor<1x?x?xf32>
    %from_elements_22 = tensor.from_elements %c1_i64, %1, %1 : tensor<3xi64>
    %52 = stablehlo.dynamic_reshape %51, %from_elements_22 : (tensor<1x?x?xf32>, tensor<3xi64>) -> tensor<1x?x?xf32>
    %53 = stablehlo.convert %cst_11 : (tensor<1xf64>) -> tensor<1xf32>
    %54 = stablehlo.reshape %53 : (tensor<1xf32>) -> tensor<f32>
    %55 = shape.shape_of %52 : tensor<1x?x?xf32> -> tensor<3xindex>
    %56 = stablehlo.dynamic_broadcast_in_dim %52, %55, dims = [0, 1, 2] : (tensor<1x?x?xf32>, tensor<3xindex>) -> tensor<1x?x?xf32>
    %57 = stablehlo.dynamic_broadcast_in_dim %54, %55, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<1x?x?xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<1x?x?xf32>
    %dim_23 = tensor.dim %58, %c1 : tensor<1x?x?xf32>
    %59 = stablehlo.reduce(%58 init: %cst_7) applies stablehlo.maximum across dimensions = [2] : (tensor<1x?x?xf32>, tensor<f32>) -> tensor<1x?xf32>
    %from_elements_24 = tensor.from_elements %c1, %dim_23, %c1 : tensor<3xindex>
    %60 = stablehlo.dynamic_reshape %59, %from_elements_24 : (tensor<1x?xf32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %61 = shape.shape_of %58 : tensor<1x?x?xf32> -> tensor<3xindex>
    %62 = shape.shape_of %60 : tensor<1x?x1xf32> -> tensor<3xindex>
    %63 = shape.cstr_broadcastable %61, %62 : tensor<3xindex>, tensor<3xindex>
    %64 = shape.assuming %63 -> (tensor<1x?x?xf32>) {
      %162 = shape.broadcast %61, %62 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %163 = stablehlo.dynamic_broadcast_in_dim %58, %162, dims = [0, 1, 2] : (tensor<1x?x?xf32>, tensor<3xindex>) -> tensor<1x?x?xf32>
      %164 = stablehlo.dynamic_broadcast_in_dim %60, %162, dims = [0, 1, 2] : (tensor<1x?x1xf32>, tensor<3xindex>) -> tensor<1x?x?xf32>
      %165 = stablehlo.subtract %163, %164 : tensor<1x?x?xf32>
      shape.assuming_yield %165 : tensor<1x?x?xf32>
    }
    %65 = stablehlo.exponential %64 : tensor<1x?x?xf32>
    %66 = stablehlo.reduce(%65 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x?x?xf32>, tensor<f32>) -> tensor<1x?xf32>
    %dim_25 = tensor.dim %65, %c1 : tensor<1x?x?xf32>
    %from_elements_26 = tensor.from_elements %c1, %dim_25, %c1 : tensor<3xindex>
    %67 = stablehlo.dynamic_reshape %66, %from_elements_26 : (tensor<1x?xf32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %68 = shape.shape_of %65 : tensor<1x?x?xf32> -> tensor<3xindex>
    %69 = shape.shape_of %67 : tensor<1x?x1xf32> -> tensor<3xindex>
    %70 = shape.cstr_broadcastable %68, %69 : tensor<3xindex>, tensor<3xindex>
    %71 = shape.assuming %70 -> (tensor<1x?x?xf32>) {
      %162 = shape.broadcast %68, %69 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %163 = stablehlo.dynamic_broadcast_in_dim %65, %162, dims = [0, 1, 2] : (tensor<1x?x?xf32>, tensor<3xindex>) -> tensor<1x?x?xf32>
      %164 = stablehlo.dynamic_broadcast_in_dim %67, %162, dims = [0, 1, 2] : (tensor<1x?x1xf32>, tensor<3xindex>) -> tensor<1x?x?xf32>
      %165 = stablehlo.divide %163, %164 : tensor<1x?x?xf32>
      shape.assuming_yield %165 : tensor<1x?x?xf32>
    }
    %from_elements_27 = tensor.from_elements %c1, %dim, %dim : tensor<3xindex>
    %72 = stablehlo.dynamic_broadcast_in_dim %71, %from_elements_27, dims = [0, 1, 2] : (tensor<1x?x?xf32>, tensor<3xindex>) -> tensor<1x?x?xf32>
    %73 = stablehlo.dynamic_reshape %72, %from_elements_22 : (tensor<1x?x?xf32>, tensor<3xi64>) -> tensor<1x?x?xf32>
    %74 = stablehlo.dynamic_broadcast_in_dim %44, %from_elements_17, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
    %75 = stablehlo.dynamic_reshape %74, %from_elements_16 : (tensor<1x?x32xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %dim_28 = tensor.dim %75, %c1 : tensor<1x?x32xf32>
    %from_elements_29 = tensor.from_elements %c1, %dim_28, %c32 : tensor<3xindex>
    %76 = stablehlo.dynamic_broadcast_in_dim %75, %from_elements_29, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
    %77 = stablehlo.dot_general %73, %76, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x?x?xf32>, tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %78 = stablehlo.dynamic_reshape %77, %from_elements_16 : (tensor<1x?x32xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %79 = shape.shape_of %78 : tensor<1x?x32xf32> -> tensor<3xindex>
    %80 = shape.shape_of %arg0 : tensor<1x?x32xf32> -> tensor<3xindex>
    %81 = shape.cstr_broadcastable %79, %80 : tensor<3xindex>, tensor<3xindex>
    %82 = shape.assuming %81 -> (tensor<1x?x32xf32>) {
      %162 = shape.broadcast %79, %80 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %163 = stablehlo.dynamic_broadcast_in_dim %78, %162, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
      %164 = stablehlo.dynamic_broadcast_in_dim %arg0, %162, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
      %165 = stablehlo.add %163, %164 : tensor<1x?x32xf32>
      shape.assuming_yield %165 : tensor<1x?x32xf32>
    }
    %83 = stablehlo.convert %82 : (tensor<1x?x32xf32>) -> tensor<1x?x32xf64>
    %84 = stablehlo.reduce(%83 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x?x32xf64>, tensor<f64>) -> tensor<1x?xf64>
    %dim_30 = tensor.dim %83, %c1 : tensor<1x?x32xf64>
    %from_elements_31 = tensor.from_elements %c1, %dim_30, %c1 : tensor<3xindex>
    %85 = stablehlo.dynamic_reshape %84, %from_elements_31 : (tensor<1x?xf64>, tensor<3xindex>) -> tensor<1x?x1xf64>
    %86 = stablehlo.convert %cst_12 : (tensor<1xi64>) -> tensor<1xf64>
    %87 = stablehlo.reshape %86 : (tensor<1xf64>) -> tensor<f64>
    %88 = shape.shape_of %85 : tensor<1x?x1xf64> -> tensor<3xindex>
    %89 = stablehlo.dynamic_broadcast_in_dim %85, %88, dims = [0, 1, 2] : (tensor<1x?x1xf64>, tensor<3xindex>) -> tensor<1x?x1xf64>
    %90 = stablehlo.dynamic_broadcast_in_dim %87, %88, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<1x?x1xf64>
    %91 = stablehlo.divide %89, %90 : tensor<1x?x1xf64>
    %92 = shape.shape_of %83 : tensor<1x?x32xf64> -> tensor<3xindex>
    %93 = shape.shape_of %91 : tensor<1x?x1xf64> -> tensor<3xindex>
    %94 = shape.cstr_broadcastable %92, %93 : tensor<3xindex>, tensor<3xindex>
    %95 = shape.assuming %94 -> (tensor<1x?x32xf64>) {
      %162 = shape.broadcast %92, %93 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %163 = stablehlo.dynamic_broadcast_in_dim %83, %162, dims = [0, 1, 2] : (tensor<1x?x32xf64>, tensor<3xindex>) -> tensor<1x?x32xf64>
      %164 = stablehlo.dynamic_broadcast_in_dim %91, %162, dims = [0, 1, 2] : (tensor<1x?x1xf64>, tensor<3xindex>) -> tensor<1x?x32xf64>
      %165 = stablehlo.subtract %163, %164 : tensor<1x?x32xf64>
      shape.assuming_yield %165 : tensor<1x?x32xf64>
    }
    %96 = shape.shape_of %95 : tensor<1x?x32xf64> -> tensor<3xindex>
    %97 = stablehlo.dynamic_broadcast_in_dim %95, %96, dims = [0, 1, 2] : (tensor<1x?x32xf64>, tensor<3xindex>) -> tensor<1x?x32xf64>
    %98 = stablehlo.multiply %97, %97 : tensor<1x?x32xf64>
    %99 = stablehlo.reduce(%98 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x?x32xf64>, tensor<f64>) -> tensor<1x?xf64>
    %dim_32 = tensor.dim %98, %c1 : tensor<1x?x32xf64>
    %from_elements_33 = tensor.from_elements %c1, %dim_32, %c1 : tensor<3xindex>
    %100 = stablehlo.dynamic_reshape %99, %from_elements_33 : (tensor<1x?xf64>, tensor<3xindex>) -> tensor<1x?x1xf64>
    %101 = shape.shape_of %100 : tensor<1x?x1xf64> -> tensor<3xindex>
    %102 = stablehlo.dynamic_broadcast_in_dim %100, %101, dims = [0, 1, 2] : (tensor<1x?x1xf64>, tensor<3xindex>) -> tensor<1x?x1xf64>
    %103 = stablehlo.dynamic_broadcast_in_dim %87, %101, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<1x?x1xf64>
    %104 = stablehlo.divide %102, %103 : tensor<1x?x1xf64>
    %105 = stablehlo.convert %104 : (tensor<1x?x1xf64>) -> tensor<1x?x1xf32>
    %106 = stablehlo.reduce(%82 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x?x32xf32>, tensor<f32>) -> tensor<1x?xf32>
    %dim_34 = tensor.dim %82, %c1 : tensor<1x?x32xf32>
    %from_elements_35 = tensor.from_elements %c1, %dim_34, %c1 : tensor<3xindex>
    %107 = stablehlo.dynamic_reshape %106, %from_elements_35 : (tensor<1x?xf32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %108 = stablehlo.convert %cst_12 : (tensor<1xi64>) -> tensor<1xf32>
    %109 = stablehlo.reshape %108 : (tensor<1xf32>) -> tensor<f32>
    %110 = shape.shape_of %107 : tensor<1x?x1xf32> -> tensor<3xindex>
    %111 = stablehlo.dynamic_broadcast_in_dim %107, %110, dims = [0, 1, 2] : (tensor<1x?x1xf32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %112 = stablehlo.dynamic_broadcast_in_dim %109, %110, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %113 = stablehlo.divide %111, %112 : tensor<1x?x1xf32>
    %114 = stablehlo.convert %cst_13 : (tensor<1xf64>) -> tensor<1xf32>
    %115 = stablehlo.reshape %114 : (tensor<1xf32>) -> tensor<f32>
    %116 = shape.shape_of %105 : tensor<1x?x1xf32> -> tensor<3xindex>
    %117 = stablehlo.dynamic_broadcast_in_dim %105, %116, dims = [0, 1, 2] : (tensor<1x?x1xf32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %118 = stablehlo.dynamic_broadcast_in_dim %115, %116, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %119 = stablehlo.add %117, %118 : tensor<1x?x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<1x?x1xf32>
    %121 = shape.shape_of %82 : tensor<1x?x32xf32> -> tensor<3xindex>
    %122 = shape.shape_of %113 : tensor<1x?x1xf32> -> tensor<3xindex>
    %123 = shape.cstr_broadcastable %121, %122 : tensor<3xindex>, tensor<3xindex>
    %124 = shape.assuming %123 -> (tensor<1x?x32xf32>) {
      %162 = shape.broadcast %121, %122 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %163 = stablehlo.dynamic_broadcast_in_dim %82, %162, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
      %164 = stablehlo.dynamic_broadcast_in_dim %113, %162, dims = [0, 1, 2] : (tensor<1x?x1xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
      %165 = stablehlo.subtract %163, %164 : tensor<1x?x32xf32>
      shape.assuming_yield %165 : tensor<1x?x32xf32>
    }
    %125 = shape.shape_of %124 : tensor<1x?x32xf32> -> tensor<3xindex>
    %126 = shape.shape_of %120 : tensor<1x?x1xf32> -> tensor<3xindex>
    %127 = shape.cstr_broadcastable %125, %126 : tensor<3xindex>, tensor<3xindex>
    %128 = shape.assuming %127 -> (tensor<1x?x32xf32>) {
      %162 = shape.broadcast %125, %126 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %163 = stablehlo.dynamic_broadcast_in_dim %124, %162, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
      %164 = stablehlo.dynamic_broadcast_in_dim %120, %162, dims = [0, 1, 2] : (tensor<1x?x1xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
      %165 = stablehlo.multiply %163, %164 : tensor<1x?x32xf32>
      shape.assuming_yield %165 : tensor<1x?x32xf32>
    }
    %129 = shape.shape_of %128 : tensor<1x?x32xf32> -> tensor<3xindex>
    %130 = shape.broadcast %129, %0 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %131 = stablehlo.dynamic_broadcast_in_dim %128, %130, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
    %132 = stablehlo.dynamic_broadcast_in_dim %cst_0, %130, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<1x?x32xf32>
    %134 = shape.shape_of %133 : tensor<1x?x32xf32> -> tensor<3xindex>
    %135 = shape.broadcast %134, %0 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %136 = stablehlo.dynamic_broadcast_in_dim %133, %135, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
    %137 = stablehlo.dynamic_broadcast_in_dim %cst, %135, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
    %138 = stablehlo.add %136, %137 : tensor<1x?x32xf32>
    %139 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %140 = stablehlo.reshape %139 : (tensor<1xf32>) -> tensor<f32>
    %141 = shape.shape_of %138 : tensor<1x?x32xf32> -> tensor<3xindex>
    %142 = stablehlo.dynamic_broadcast_in_dim %138, %141, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
    %143 = stablehlo.dynamic_broadcast_in_dim %140, %141, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<1x?x32xf32>
    %144 = stablehlo.power %142, %143 : tensor<1x?x32xf32>
    %145 = stablehlo.reduce(%144 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x?x32xf32>, tensor<f32>) -> tensor<1x?xf32>
    %dim_36 = tensor.dim %144, %c1 : tensor<1x?x32xf32>
    %from_elements_37 = tensor.from_elements %c1, %dim_36, %c1 : tensor<3xindex>
    %146 = stablehlo.dynamic_reshape %145, %from_elements_37 : (tensor<1x?xf32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %147 = shape.shape_of %146 : tensor<1x?x1xf32> -> tensor<3xindex>
    %148 = stablehlo.dynamic_broadcast_in_dim %146, %147, dims = [0, 1, 2] : (tensor<1x?x1xf32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %149 = stablehlo.dynamic_broadcast_in_dim %109, %147, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %150 = stablehlo.divide %148, %149 : tensor<1x?x1xf32>
    %151 = stablehlo.convert %cst_15 : (tensor<1xf64>) -> tensor<1xf32>
    %152 = stablehlo.reshape %151 : (tensor<1xf32>) -> tensor<f32>
    %153 = shape.shape_of %150 : tensor<1x?x1xf32> -> tensor<3xindex>
    %154 = stablehlo.dynamic_broadcast_in_dim %150, %153, dims = [0, 1, 2] : (tensor<1x?x1xf32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %155 = stablehlo.dynamic_broadcast_in_dim %152, %153, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<1x?x1xf32>
    %156 = stablehlo.add %154, %155 : tensor<1x?x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<1x?x1xf32>
    %158 = shape.shape_of %157 : tensor<1x?x1xf32> -> tensor<3xindex>
    %159 = shape.cstr_broadcastable %141, %158 : tensor<3xindex>, tensor<3xindex>
    %160 = shape.assuming %159 -> (tensor<1x?x32xf32>) {
      %162 = shape.broadcast %141, %158 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %163 = stablehlo.dynamic_broadcast_in_dim %138, %162, dims = [0, 1, 2] : (tensor<1x?x32xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
      %164 = stablehlo.dynamic_broadcast_in_dim %157, %162, dims = [0, 1, 2] : (tensor<1x?x1xf32>, tensor<3xindex>) -> tensor<1x?x32xf32>
      %165 = stablehlo.multiply %163, %164 : tensor<1x?x32xf32>
      shape.assuming_yield %165 : tensor<1x?x32xf32>
    }
    %161 = stablehlo.tanh %160 : tensor<1x?x32xf32>
    return %161 : tensor<1x?x32xf32>
  }
}
// irlower-stages: fx_graph=84298a34c3d6 torch_mlir=349a3e9ecd7e
