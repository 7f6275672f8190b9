module {
  func.func @main(%arg0: tensor<1x8x32xf32>) -> tensor<1x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x8x8xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_11 = arith.constant dense<1> : tensor<1xi64>
    %cst_12 = arith.constant dense<0.42044820762685725> : tensor<1xf64>
    %cst_13 = arith.constant dense<0xFFF0000000000000> : tensor<1xf64>
    %cst_14 = arith.constant dense<32> : tensor<1xi64>
    %cst_15 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_16 = arith.constant dense<2> : tensor<1xi64>
    %cst_17 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %0 = stablehlo.reshape %arg0 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.transpose %cst_7, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.convert %cst_11 : (tensor<1xi64>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.multiply %2, %5 : tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.multiply %7, %cst_6 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %10 = stablehlo.add %6, %9 : tensor<8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %12 = stablehlo.transpose %cst_5, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %13 = stablehlo.dot_general %0, %12, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %14 = stablehlo.multiply %13, %5 : tensor<8x32xf32>
    %15 = stablehlo.multiply %7, %cst_4 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %17 = stablehlo.add %14, %16 : tensor<8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %19 = stablehlo.transpose %cst_3, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %0, %19, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %21 = stablehlo.multiply %20, %5 : tensor<8x32xf32>
    %22 = stablehlo.multiply %7, %cst_2 : tensor<32xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %24 = stablehlo.add %21, %23 : tensor<8x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %26 = stablehlo.convert %cst_12 : (tensor<1xf64>) -> tensor<1xf32>
    %27 = stablehlo.reshape %26 : (tensor<1xf32>) -> tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<1x8x32xf32>
    %29 = stablehlo.multiply %11, %28 : tensor<1x8x32xf32>
    %30 = stablehlo.transpose %18, dims = [0, 2, 1] : (tensor<1x8x32xf32>) -> tensor<1x32x8xf32>
    %31 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<1x32x8xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<1x32x8xf32>
    %33 = stablehlo.reshape %29 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %34 = stablehlo.reshape %32 : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %36 = stablehlo.dot_general %33, %35, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x8x32xf32>, tensor<1x32x8xf32>) -> tensor<1x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.maximum across dimensions = [2] : (tensor<1x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x8xf32>
    %41 = stablehlo.subtract %37, %40 : tensor<1x8x8xf32>
    %42 = stablehlo.exponential %41 : tensor<1x8x8xf32>
    %43 = stablehlo.reduce(%42 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x8xf32>
    %46 = stablehlo.divide %42, %45 : tensor<1x8x8xf32>
    %47 = stablehlo.convert %cst_13 : tensor<1xf64>
    %48 = stablehlo.reshape %47 : (tensor<1xf64>) -> tensor<f64>
    %49 = stablehlo.convert %48 : (tensor<f64>) -> tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<1x8x8xf32>
    %51 = stablehlo.compare EQ, %37, %50, FLOAT : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x8xi1>
    %52 = stablehlo.reduce(%51 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<1x8x8xi1>, tensor<i1>) -> tensor<1x8xi1>
    %53 = stablehlo.reshape %52 : (tensor<1x8xi1>) -> tensor<1x8x1xi1>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x8x1xi1>) -> tensor<1x8x8xi1>
    %55 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %56 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %57 = stablehlo.select %54, %55, %56 : tensor<1x8x8xi1>, tensor<1x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %59 = stablehlo.reshape %25 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %61 = stablehlo.dot_general %58, %60, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x8x8xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %63 = stablehlo.add %62, %arg0 : tensor<1x8x32xf32>
    %64 = stablehlo.convert %63 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %65 = stablehlo.reduce(%64 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %66 = stablehlo.reshape %65 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %67 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf64>
    %68 = stablehlo.reshape %67 : (tensor<1xf64>) -> tensor<f64>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f64>) -> tensor<1x8x1xf64>
    %70 = stablehlo.divide %66, %69 : tensor<1x8x1xf64>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %72 = stablehlo.subtract %64, %71 : tensor<1x8x32xf64>
    %73 = stablehlo.multiply %72, %72 : tensor<1x8x32xf64>
    %74 = stablehlo.reduce(%73 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %75 = stablehlo.reshape %74 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %76 = stablehlo.divide %75, %69 : tensor<1x8x1xf64>
    %77 = stablehlo.convert %76 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %78 = stablehlo.reduce(%63 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %80 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %81 = stablehlo.reshape %80 : (tensor<1xf32>) -> tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %83 = stablehlo.divide %79, %82 : tensor<1x8x1xf32>
    %84 = stablehlo.convert %cst_15 : (tensor<1xf64>) -> tensor<1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1xf32>) -> tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %87 = stablehlo.add %77, %86 : tensor<1x8x1xf32>
    %88 = stablehlo.rsqrt %87 : tensor<1x8x1xf32>
    %89 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %90 = stablehlo.subtract %63, %89 : tensor<1x8x32xf32>
    %91 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<1x8x32xf32>
    %93 = stablehlo.broadcast_in_dim %cst_1, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<1x8x32xf32>
    %95 = stablehlo.broadcast_in_dim %cst_0, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %96 = stablehlo.add %94, %95 : tensor<1x8x32xf32>
    %97 = stablehlo.convert %cst_16 : (tensor<1xi64>) -> tensor<1xf32>
    %98 = stablehlo.reshape %97 : (tensor<1xf32>) -> tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<1x8x32xf32>
    %100 = stablehlo.power %96, %99 : tensor<1x8x32xf32>
    %101 = stablehlo.reduce(%100 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %103 = stablehlo.divide %102, %82 : tensor<1x8x1xf32>
    %104 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %105 = stablehlo.reshape %104 : (tensor<1xf32>) -> tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %107 = stablehlo.add %103, %106 : tensor<1x8x1xf32>
    %108 = stablehlo.rsqrt %107 : tensor<1x8x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %110 = stablehlo.multiply %96, %109 : tensor<1x8x32xf32>
    %111 = stablehlo.tanh %110 : tensor<1x8x32xf32>
    return %111 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937
