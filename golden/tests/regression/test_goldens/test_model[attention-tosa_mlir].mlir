module {
  func.func @main(%arg0: tensor<1x8x32xf32>) -> tensor<1x8x32xf32> {
    %0 = tosa.const_shape  {values = dense<[8, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %5 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %6 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %7 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_1> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %8 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %9 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_2> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %10 = "tosa.const"() <{values = dense<0.176776692> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %11 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %12 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %13 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %14 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_3> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %15 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_4> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %16 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %17 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %18 = tosa.matmul %arg0, %4, %1, %1 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %19 = tosa.reshape %18, %0 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %20 = tosa.add %19, %5 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %21 = tosa.reshape %20, %2 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %22 = tosa.matmul %arg0, %6, %1, %1 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %23 = tosa.reshape %22, %0 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %24 = tosa.add %23, %7 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %25 = tosa.reshape %24, %2 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %26 = tosa.matmul %arg0, %8, %1, %1 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %27 = tosa.reshape %26, %0 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %28 = tosa.add %27, %9 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %29 = tosa.reshape %28, %2 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %30 = tosa.transpose %25 {perms = array<i32: 0, 2, 1>} : (tensor<1x8x32xf32>) -> tensor<1x32x8xf32>
    %31 = tosa.matmul %21, %30, %1, %1 : (tensor<1x8x32xf32>, tensor<1x32x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8xf32>
    %32 = tosa.mul %31, %10, %3 : (tensor<1x8x8xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %33 = tosa.reduce_max %32 {axis = 2 : i32} : (tensor<1x8x8xf32>) -> tensor<1x8x1xf32>
    %34 = tosa.sub %32, %33 : (tensor<1x8x8xf32>, tensor<1x8x1xf32>) -> tensor<1x8x8xf32>
    %35 = tosa.exp %34 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %36 = tosa.reduce_sum %35 {axis = 2 : i32} : (tensor<1x8x8xf32>) -> tensor<1x8x1xf32>
    %37 = tosa.reciprocal %36 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %38 = tosa.mul %35, %37, %3 : (tensor<1x8x8xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %39 = tosa.matmul %38, %29, %1, %1 : (tensor<1x8x8xf32>, tensor<1x8x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %40 = tosa.add %39, %arg0 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %41 = tosa.cast %40 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %42 = tosa.reduce_sum %41 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %43 = tosa.mul %42, %11, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %44 = tosa.sub %41, %43 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %45 = tosa.mul %44, %44, %3 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %46 = tosa.reduce_sum %45 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %47 = tosa.mul %46, %11, %3 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %48 = tosa.cast %47 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %49 = tosa.reduce_sum %40 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %50 = tosa.mul %49, %12, %3 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %51 = tosa.add %48, %13 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %52 = tosa.rsqrt %51 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %53 = tosa.sub %40, %50 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %54 = tosa.mul %53, %52, %3 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %55 = tosa.mul %54, %14, %3 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %56 = tosa.add %55, %15 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %57 = tosa.pow %56, %16 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %58 = tosa.reduce_sum %57 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %59 = tosa.mul %58, %12, %3 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %60 = tosa.add %59, %17 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %61 = tosa.rsqrt %60 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %62 = tosa.mul %56, %61, %3 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %63 = tosa.tanh %62 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    return %63 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e
