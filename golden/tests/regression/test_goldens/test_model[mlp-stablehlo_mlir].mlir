module {
  func.func @main(%arg0: tensor<2x16xf32>) -> tensor<2x8xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x32xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<2x32xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<2x32xf32>
    %cst_8 = stablehlo.constant dense<-4.000000e+00> : tensor<2x32xf32>
    %cst_9 = stablehlo.constant dense<4.000000e+00> : tensor<2x32xf32>
    %cst_10 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x32xf32>
    %cst_11 = stablehlo.constant dense<2.77068146E-8> : tensor<2x32xf32>
    %cst_12 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x32xf32>
    %cst_13 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x32xf32>
    %cst_14 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x32xf32>
    %cst_15 = stablehlo.constant dense<-2.954600e-03> : tensor<2x32xf32>
    %cst_16 = stablehlo.constant dense<-0.0160960332> : tensor<2x32xf32>
    %cst_17 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x32xf32>
    %cst_18 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x32xf32>
    %cst_19 = stablehlo.constant dense<-0.00168282702> : tensor<2x32xf32>
    %cst_20 = stablehlo.constant dense<-0.00737332925> : tensor<2x32xf32>
    %cst_21 = stablehlo.constant dense<-0.0142647391> : tensor<2x32xf32>
    %cst_22 = stablehlo.constant dense<-1.000000e+00> : tensor<2x32xf32>
    %cst_23 = arith.constant dense<1> : tensor<1xi64>
    %0 = stablehlo.transpose %cst_4, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %2 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.multiply %6, %cst_3 : tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x32xf32>
    %10 = stablehlo.multiply %9, %cst_7 : tensor<2x32xf32>
    %11 = stablehlo.rsqrt %cst_6 : tensor<2x32xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<2x32xf32>
    %13 = stablehlo.clamp %cst_8, %12, %cst_9 : tensor<2x32xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<2x32xf32>
    %15 = stablehlo.multiply %cst_10, %14 : tensor<2x32xf32>
    %16 = stablehlo.add %15, %cst_11 : tensor<2x32xf32>
    %17 = stablehlo.multiply %16, %14 : tensor<2x32xf32>
    %18 = stablehlo.add %17, %cst_12 : tensor<2x32xf32>
    %19 = stablehlo.multiply %18, %14 : tensor<2x32xf32>
    %20 = stablehlo.add %19, %cst_13 : tensor<2x32xf32>
    %21 = stablehlo.multiply %20, %14 : tensor<2x32xf32>
    %22 = stablehlo.add %21, %cst_14 : tensor<2x32xf32>
    %23 = stablehlo.multiply %22, %14 : tensor<2x32xf32>
    %24 = stablehlo.add %23, %cst_15 : tensor<2x32xf32>
    %25 = stablehlo.multiply %24, %14 : tensor<2x32xf32>
    %26 = stablehlo.add %25, %cst_16 : tensor<2x32xf32>
    %27 = stablehlo.multiply %cst_17, %14 : tensor<2x32xf32>
    %28 = stablehlo.add %27, %cst_18 : tensor<2x32xf32>
    %29 = stablehlo.multiply %28, %14 : tensor<2x32xf32>
    %30 = stablehlo.add %29, %cst_19 : tensor<2x32xf32>
    %31 = stablehlo.multiply %30, %14 : tensor<2x32xf32>
    %32 = stablehlo.add %31, %cst_20 : tensor<2x32xf32>
    %33 = stablehlo.multiply %32, %14 : tensor<2x32xf32>
    %34 = stablehlo.add %33, %cst_21 : tensor<2x32xf32>
    %35 = stablehlo.multiply %13, %26 : tensor<2x32xf32>
    %36 = stablehlo.divide %35, %34 : tensor<2x32xf32>
    %37 = stablehlo.clamp %cst_22, %36, %cst_5 : tensor<2x32xf32>
    %38 = stablehlo.add %37, %cst_5 : tensor<2x32xf32>
    %39 = stablehlo.multiply %38, %10 : tensor<2x32xf32>
    %40 = stablehlo.transpose %cst_2, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.dot_general %39, %40, contracting_dims = [1] x [0] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %42 = stablehlo.multiply %41, %4 : tensor<2x32xf32>
    %43 = stablehlo.multiply %6, %cst_1 : tensor<32xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %45 = stablehlo.add %42, %44 : tensor<2x32xf32>
    %46 = stablehlo.logistic %45 : tensor<2x32xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<2x32xf32>
    %48 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %49 = stablehlo.dot_general %47, %48, contracting_dims = [1] x [0] : (tensor<2x32xf32>, tensor<32x8xf32>) -> tensor<2x8xf32>
    %50 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x8xf32>
    %52 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %53 = stablehlo.multiply %52, %cst : tensor<8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<8xf32>) -> tensor<2x8xf32>
    %55 = stablehlo.add %51, %54 : tensor<2x8xf32>
    return %55 : tensor<2x8xf32>
  }
}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c
