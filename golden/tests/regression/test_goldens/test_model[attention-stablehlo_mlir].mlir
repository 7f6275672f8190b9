module {
  func.func @main(%arg0: tensor<1x8x32xf32>) -> tensor<1x8x32xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_10 = arith.constant dense<1> : tensor<1xi64>
    %cst_11 = arith.constant dense<0.17677669529663689> : tensor<1xf64>
    %cst_12 = arith.constant dense<32> : tensor<1xi64>
    %cst_13 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_14 = arith.constant dense<2> : tensor<1xi64>
    %cst_15 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %0 = stablehlo.reshape %arg0 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.transpose %cst_6, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.convert %cst_10 : (tensor<1xi64>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.multiply %2, %5 : tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.multiply %7, %cst_5 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %10 = stablehlo.add %6, %9 : tensor<8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %12 = stablehlo.transpose %cst_4, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %13 = stablehlo.dot_general %0, %12, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %14 = stablehlo.multiply %13, %5 : tensor<8x32xf32>
    %15 = stablehlo.multiply %7, %cst_3 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %17 = stablehlo.add %14, %16 : tensor<8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %19 = stablehlo.transpose %cst_2, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %0, %19, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %21 = stablehlo.multiply %20, %5 : tensor<8x32xf32>
    %22 = stablehlo.multiply %7, %cst_1 : tensor<32xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %24 = stablehlo.add %21, %23 : tensor<8x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %26 = stablehlo.transpose %18, dims = [0, 2, 1] : (tensor<1x8x32xf32>) -> tensor<1x32x8xf32>
    %27 = stablehlo.reshape %11 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %28 = stablehlo.reshape %26 : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %30 = stablehlo.dot_general %27, %29, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x8x32xf32>, tensor<1x32x8xf32>) -> tensor<1x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %32 = stablehlo.convert %cst_11 : (tensor<1xf64>) -> tensor<1xf32>
    %33 = stablehlo.reshape %32 : (tensor<1xf32>) -> tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<1x8x8xf32>
    %35 = stablehlo.multiply %31, %34 : tensor<1x8x8xf32>
    %36 = stablehlo.reduce(%35 init: %cst_7) applies stablehlo.maximum across dimensions = [2] : (tensor<1x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x8xf32>
    %39 = stablehlo.subtract %35, %38 : tensor<1x8x8xf32>
    %40 = stablehlo.exponential %39 : tensor<1x8x8xf32>
    %41 = stablehlo.reduce(%40 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x8xf32>
    %44 = stablehlo.divide %40, %43 : tensor<1x8x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %46 = stablehlo.reshape %25 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %48 = stablehlo.dot_general %45, %47, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x8x8xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %49 = stablehlo.reshape %48 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %50 = stablehlo.add %49, %arg0 : tensor<1x8x32xf32>
    %51 = stablehlo.convert %50 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %52 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %53 = stablehlo.reshape %52 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %54 = stablehlo.convert %cst_12 : (tensor<1xi64>) -> tensor<1xf64>
    %55 = stablehlo.reshape %54 : (tensor<1xf64>) -> tensor<f64>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f64>) -> tensor<1x8x1xf64>
    %57 = stablehlo.divide %53, %56 : tensor<1x8x1xf64>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %59 = stablehlo.subtract %51, %58 : tensor<1x8x32xf64>
    %60 = stablehlo.multiply %59, %59 : tensor<1x8x32xf64>
    %61 = stablehlo.reduce(%60 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %62 = stablehlo.reshape %61 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %63 = stablehlo.divide %62, %56 : tensor<1x8x1xf64>
    %64 = stablehlo.convert %63 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %65 = stablehlo.reduce(%50 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %67 = stablehlo.convert %cst_12 : (tensor<1xi64>) -> tensor<1xf32>
    %68 = stablehlo.reshape %67 : (tensor<1xf32>) -> tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %70 = stablehlo.divide %66, %69 : tensor<1x8x1xf32>
    %71 = stablehlo.convert %cst_13 : (tensor<1xf64>) -> tensor<1xf32>
    %72 = stablehlo.reshape %71 : (tensor<1xf32>) -> tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %74 = stablehlo.add %64, %73 : tensor<1x8x1xf32>
    %75 = stablehlo.rsqrt %74 : tensor<1x8x1xf32>
    %76 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %77 = stablehlo.subtract %50, %76 : tensor<1x8x32xf32>
    %78 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<1x8x32xf32>
    %80 = stablehlo.broadcast_in_dim %cst_0, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<1x8x32xf32>
    %82 = stablehlo.broadcast_in_dim %cst, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %83 = stablehlo.add %81, %82 : tensor<1x8x32xf32>
    %84 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1xf32>) -> tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<1x8x32xf32>
    %87 = stablehlo.power %83, %86 : tensor<1x8x32xf32>
    %88 = stablehlo.reduce(%87 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %90 = stablehlo.divide %89, %69 : tensor<1x8x1xf32>
    %91 = stablehlo.convert %cst_15 : (tensor<1xf64>) -> tensor<1xf32>
    %92 = stablehlo.reshape %91 : (tensor<1xf32>) -> tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %94 = stablehlo.add %90, %93 : tensor<1x8x1xf32>
    %95 = stablehlo.rsqrt %94 : tensor<1x8x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %97 = stablehlo.multiply %83, %96 : tensor<1x8x32xf32>
    %98 = stablehlo.tanh %97 : tensor<1x8x32xf32>
    return %98 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e
