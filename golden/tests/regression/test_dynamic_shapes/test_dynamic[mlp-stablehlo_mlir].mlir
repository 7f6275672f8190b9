module {
  func.func @main(%arg0: tensor<?x16xf32>) -> tensor<?x8xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_8 = stablehlo.constant dense<-4.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-2.72614237E-10> : tensor<f32>
    %cst_11 = stablehlo.constant dense<2.77068146E-8> : tensor<f32>
    %cst_12 = stablehlo.constant dense<-2.10102394E-6> : tensor<f32>
    %cst_13 = stablehlo.constant dense<-5.69250624E-5> : tensor<f32>
    %cst_14 = stablehlo.constant dense<-7.34990637E-4> : tensor<f32>
    %cst_15 = stablehlo.constant dense<-2.954600e-03> : tensor<f32>
    %cst_16 = stablehlo.constant dense<-0.0160960332> : tensor<f32>
    %cst_17 = stablehlo.constant dense<-1.45660715E-5> : tensor<f32>
    %cst_18 = stablehlo.constant dense<-2.13374049E-4> : tensor<f32>
    %cst_19 = stablehlo.constant dense<-0.00168282702> : tensor<f32>
    %cst_20 = stablehlo.constant dense<-0.00737332925> : tensor<f32>
    %cst_21 = stablehlo.constant dense<-0.0142647391> : tensor<f32>
    %cst_22 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_23 = arith.constant dense<1> : tensor<1xi64>
    %0 = shape.const_shape [32] : tensor<1xindex>
    %1 = shape.const_shape [8] : tensor<1xindex>
    %2 = stablehlo.transpose %cst_4, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %3 = stablehlo.dot_general %arg0, %2, contracting_dims = [1] x [0] : (tensor<?x16xf32>, tensor<16x32xf32>) -> tensor<?x32xf32>
    %4 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = shape.shape_of %3 : tensor<?x32xf32> -> tensor<2xindex>
    %7 = stablehlo.dynamic_broadcast_in_dim %3, %6, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %8 = stablehlo.dynamic_broadcast_in_dim %5, %6, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<?x32xf32>
    %10 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.multiply %10, %cst_3 : tensor<32xf32>
    %12 = shape.shape_of %9 : tensor<?x32xf32> -> tensor<2xindex>
    %13 = shape.broadcast %12, %0 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %14 = stablehlo.dynamic_broadcast_in_dim %9, %13, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %15 = stablehlo.dynamic_broadcast_in_dim %11, %13, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %16 = stablehlo.add %14, %15 : tensor<?x32xf32>
    %17 = shape.shape_of %16 : tensor<?x32xf32> -> tensor<2xindex>
    %18 = stablehlo.dynamic_broadcast_in_dim %cst_5, %17, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %19 = stablehlo.dynamic_broadcast_in_dim %cst_6, %17, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %20 = stablehlo.dynamic_broadcast_in_dim %cst_7, %17, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %21 = stablehlo.multiply %16, %20 : tensor<?x32xf32>
    %22 = stablehlo.rsqrt %19 : tensor<?x32xf32>
    %23 = stablehlo.multiply %16, %22 : tensor<?x32xf32>
    %24 = shape.shape_of %23 : tensor<?x32xf32> -> tensor<2xindex>
    %25 = stablehlo.dynamic_broadcast_in_dim %cst_8, %24, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %26 = stablehlo.dynamic_broadcast_in_dim %cst_9, %24, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %27 = stablehlo.clamp %25, %23, %26 : tensor<?x32xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<?x32xf32>
    %29 = shape.shape_of %28 : tensor<?x32xf32> -> tensor<2xindex>
    %30 = stablehlo.dynamic_broadcast_in_dim %cst_10, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %31 = stablehlo.multiply %30, %28 : tensor<?x32xf32>
    %32 = stablehlo.dynamic_broadcast_in_dim %cst_11, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<?x32xf32>
    %34 = stablehlo.multiply %33, %28 : tensor<?x32xf32>
    %35 = stablehlo.dynamic_broadcast_in_dim %cst_12, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %36 = stablehlo.add %34, %35 : tensor<?x32xf32>
    %37 = stablehlo.multiply %36, %28 : tensor<?x32xf32>
    %38 = stablehlo.dynamic_broadcast_in_dim %cst_13, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %39 = stablehlo.add %37, %38 : tensor<?x32xf32>
    %40 = stablehlo.multiply %39, %28 : tensor<?x32xf32>
    %41 = stablehlo.dynamic_broadcast_in_dim %cst_14, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %42 = stablehlo.add %40, %41 : tensor<?x32xf32>
    %43 = stablehlo.multiply %42, %28 : tensor<?x32xf32>
    %44 = stablehlo.dynamic_broadcast_in_dim %cst_15, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %45 = stablehlo.add %43, %44 : tensor<?x32xf32>
    %46 = stablehlo.multiply %45, %28 : tensor<?x32xf32>
    %47 = stablehlo.dynamic_broadcast_in_dim %cst_16, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %48 = stablehlo.add %46, %47 : tensor<?x32xf32>
    %49 = stablehlo.dynamic_broadcast_in_dim %cst_17, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %50 = stablehlo.multiply %49, %28 : tensor<?x32xf32>
    %51 = stablehlo.dynamic_broadcast_in_dim %cst_18, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %52 = stablehlo.add %50, %51 : tensor<?x32xf32>
    %53 = stablehlo.multiply %52, %28 : tensor<?x32xf32>
    %54 = stablehlo.dynamic_broadcast_in_dim %cst_19, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %55 = stablehlo.add %53, %54 : tensor<?x32xf32>
    %56 = stablehlo.multiply %55, %28 : tensor<?x32xf32>
    %57 = stablehlo.dynamic_broadcast_in_dim %cst_20, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %58 = stablehlo.add %56, %57 : tensor<?x32xf32>
    %59 = stablehlo.multiply %58, %28 : tensor<?x32xf32>
    %60 = stablehlo.dynamic_broadcast_in_dim %cst_21, %29, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %61 = stablehlo.add %59, %60 : tensor<?x32xf32>
    %62 = stablehlo.multiply %27, %48 : tensor<?x32xf32>
    %63 = stablehlo.divide %62, %61 : tensor<?x32xf32>
    %64 = shape.shape_of %27 : tensor<?x32xf32> -> tensor<2xindex>
    %65 = stablehlo.dynamic_broadcast_in_dim %cst_22, %64, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %66 = stablehlo.dynamic_broadcast_in_dim %cst_5, %64, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %67 = stablehlo.clamp %65, %63, %66 : tensor<?x32xf32>
    %68 = stablehlo.add %67, %18 : tensor<?x32xf32>
    %69 = stablehlo.multiply %68, %21 : tensor<?x32xf32>
    %70 = stablehlo.transpose %cst_2, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %71 = stablehlo.dot_general %69, %70, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %72 = shape.shape_of %71 : tensor<?x32xf32> -> tensor<2xindex>
    %73 = stablehlo.dynamic_broadcast_in_dim %71, %72, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %74 = stablehlo.dynamic_broadcast_in_dim %5, %72, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<?x32xf32>
    %76 = stablehlo.multiply %10, %cst_1 : tensor<32xf32>
    %77 = shape.shape_of %75 : tensor<?x32xf32> -> tensor<2xindex>
    %78 = shape.broadcast %77, %0 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %79 = stablehlo.dynamic_broadcast_in_dim %75, %78, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %80 = stablehlo.dynamic_broadcast_in_dim %76, %78, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %81 = stablehlo.add %79, %80 : tensor<?x32xf32>
    %82 = stablehlo.logistic %81 : tensor<?x32xf32>
    %83 = shape.shape_of %81 : tensor<?x32xf32> -> tensor<2xindex>
    %84 = shape.shape_of %82 : tensor<?x32xf32> -> tensor<2xindex>
    %85 = shape.cstr_broadcastable %83, %84 : tensor<2xindex>, tensor<2xindex>
    %86 = shape.assuming %85 -> (tensor<?x32xf32>) {
      %100 = shape.broadcast %83, %84 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %101 = stablehlo.dynamic_broadcast_in_dim %81, %100, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
      %102 = stablehlo.dynamic_broadcast_in_dim %82, %100, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
      %103 = stablehlo.multiply %101, %102 : tensor<?x32xf32>
      shape.assuming_yield %103 : tensor<?x32xf32>
    }
    %87 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x8xf32>) -> tensor<?x8xf32>
    %89 = shape.shape_of %88 : tensor<?x8xf32> -> tensor<2xindex>
    %90 = stablehlo.dynamic_broadcast_in_dim %88, %89, dims = [0, 1] : (tensor<?x8xf32>, tensor<2xindex>) -> tensor<?x8xf32>
    %91 = stablehlo.dynamic_broadcast_in_dim %5, %89, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x8xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<?x8xf32>
    %93 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %94 = stablehlo.multiply %93, %cst : tensor<8xf32>
    %95 = shape.shape_of %92 : tensor<?x8xf32> -> tensor<2xindex>
    %96 = shape.broadcast %95, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %97 = stablehlo.dynamic_broadcast_in_dim %92, %96, dims = [0, 1] : (tensor<?x8xf32>, tensor<2xindex>) -> tensor<?x8xf32>
    %98 = stablehlo.dynamic_broadcast_in_dim %94, %96, dims = [1] : (tensor<8xf32>, tensor<2xindex>) -> tensor<?x8xf32>
    %99 = stablehlo.add %97, %98 : tensor<?x8xf32>
    return %99 : tensor<?x8xf32>
  }
}
// irlower-stages: fx_graph=49bc4c200186 torch_mlir=96aeea2be826
