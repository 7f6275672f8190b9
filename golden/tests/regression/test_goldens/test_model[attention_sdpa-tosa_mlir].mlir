module {
  func.func @main(%arg0: tensor<1x8x32xf32>) -> tensor<1x8x32xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x8x8xf32>}> : () -> tensor<1x8x8xf32>
    %1 = tosa.const_shape  {values = dense<[8, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %6 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %7 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %8 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_1> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %9 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %10 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_2> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %11 = "tosa.const"() <{values = dense<0.420448214> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %12 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %13 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %14 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %15 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %16 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_3> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %17 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_4> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %18 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %19 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %20 = tosa.matmul %arg0, %5, %2, %2 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %21 = tosa.reshape %20, %1 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %22 = tosa.add %21, %6 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %23 = tosa.reshape %22, %3 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %24 = tosa.matmul %arg0, %7, %2, %2 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %25 = tosa.reshape %24, %1 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %26 = tosa.add %25, %8 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %27 = tosa.reshape %26, %3 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %28 = tosa.matmul %arg0, %9, %2, %2 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %29 = tosa.reshape %28, %1 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %30 = tosa.add %29, %10 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %31 = tosa.reshape %30, %3 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %32 = tosa.mul %23, %11, %4 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %33 = tosa.transpose %27 {perms = array<i32: 0, 2, 1>} : (tensor<1x8x32xf32>) -> tensor<1x32x8xf32>
    %34 = tosa.mul %33, %11, %4 : (tensor<1x32x8xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x32x8xf32>
    %35 = tosa.matmul %32, %34, %2, %2 : (tensor<1x8x32xf32>, tensor<1x32x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8xf32>
    %36 = tosa.reduce_max %35 {axis = 2 : i32} : (tensor<1x8x8xf32>) -> tensor<1x8x1xf32>
    %37 = tosa.sub %35, %36 : (tensor<1x8x8xf32>, tensor<1x8x1xf32>) -> tensor<1x8x8xf32>
    %38 = tosa.exp %37 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %39 = tosa.reduce_sum %38 {axis = 2 : i32} : (tensor<1x8x8xf32>) -> tensor<1x8x1xf32>
    %40 = tosa.reciprocal %39 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %41 = tosa.mul %38, %40, %4 : (tensor<1x8x8xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %42 = tosa.cast %35 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf64>
    %43 = tosa.equal %42, %12 : (tensor<1x8x8xf64>, tensor<1x1x1xf64>) -> tensor<1x8x8xi1>
    %44 = tosa.reduce_all %43 {axis = 2 : i32} : (tensor<1x8x8xi1>) -> tensor<1x8x1xi1>
    %45 = tosa.select %44, %0, %41 : (tensor<1x8x1xi1>, tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %46 = tosa.matmul %45, %31, %2, %2 : (tensor<1x8x8xf32>, tensor<1x8x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %47 = tosa.add %46, %arg0 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %48 = tosa.cast %47 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %49 = tosa.reduce_sum %48 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %50 = tosa.mul %49, %13, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %51 = tosa.sub %48, %50 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %52 = tosa.mul %51, %51, %4 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %53 = tosa.reduce_sum %52 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %54 = tosa.mul %53, %13, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %55 = tosa.cast %54 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %56 = tosa.reduce_sum %47 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %57 = tosa.mul %56, %14, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %58 = tosa.add %55, %15 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %59 = tosa.rsqrt %58 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %60 = tosa.sub %47, %57 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %61 = tosa.mul %60, %59, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %62 = tosa.mul %61, %16, %4 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %63 = tosa.add %62, %17 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %64 = tosa.pow %63, %18 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %65 = tosa.reduce_sum %64 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %66 = tosa.mul %65, %14, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %67 = tosa.add %66, %19 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %68 = tosa.rsqrt %67 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %69 = tosa.mul %63, %68, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %70 = tosa.tanh %69 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    return %70 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937
