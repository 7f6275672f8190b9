module {
  func.func @main(%arg0: tensor<?x16xf32>) -> tensor<?x8xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.const_shape  {values = dense<[1, -1, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[-1, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.const_shape  {values = dense<[1, -1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[-1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x16x32xf32>}> : () -> tensor<1x16x32xf32>
    %7 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %8 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %9 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %10 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %11 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %12 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_1> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %13 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x8xf32>}> : () -> tensor<1x32x8xf32>
    %14 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %15 = tosa.reshape %arg0, %1 : (tensor<?x16xf32>, !tosa.shape<3>) -> tensor<1x?x16xf32>
    %16 = tosa.matmul %15, %6, %0, %0 : (tensor<1x?x16xf32>, tensor<1x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x32xf32>
    %17 = tosa.reshape %16, %2 : (tensor<1x?x32xf32>, !tosa.shape<2>) -> tensor<?x32xf32>
    %18 = tosa.add %17, %7 : (tensor<?x32xf32>, tensor<1x32xf32>) -> tensor<?x32xf32>
    %19 = tosa.mul %18, %10, %3 : (tensor<?x32xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x32xf32>
    %20 = tosa.erf %19 : (tensor<?x32xf32>) -> tensor<?x32xf32>
    %21 = tosa.add %20, %8 : (tensor<?x32xf32>, tensor<1x1xf32>) -> tensor<?x32xf32>
    %22 = tosa.mul %9, %21, %3 : (tensor<1x1xf32>, tensor<?x32xf32>, tensor<1xi8>) -> tensor<?x32xf32>
    %23 = tosa.mul %18, %22, %3 : (tensor<?x32xf32>, tensor<?x32xf32>, tensor<1xi8>) -> tensor<?x32xf32>
    %24 = tosa.reshape %23, %4 : (tensor<?x32xf32>, !tosa.shape<3>) -> tensor<1x?x32xf32>
    %25 = tosa.matmul %24, %11, %0, %0 : (tensor<1x?x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x32xf32>
    %26 = tosa.reshape %25, %2 : (tensor<1x?x32xf32>, !tosa.shape<2>) -> tensor<?x32xf32>
    %27 = tosa.add %26, %12 : (tensor<?x32xf32>, tensor<1x32xf32>) -> tensor<?x32xf32>
    %28 = tosa.sigmoid %27 : (tensor<?x32xf32>) -> tensor<?x32xf32>
    %29 = tosa.mul %27, %28, %3 : (tensor<?x32xf32>, tensor<?x32xf32>, tensor<1xi8>) -> tensor<?x32xf32>
    %30 = tosa.reshape %29, %4 : (tensor<?x32xf32>, !tosa.shape<3>) -> tensor<1x?x32xf32>
    %31 = tosa.matmul %30, %13, %0, %0 : (tensor<1x?x32xf32>, tensor<1x32x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x8xf32>
    %32 = tosa.reshape %31, %5 : (tensor<1x?x8xf32>, !tosa.shape<2>) -> tensor<?x8xf32>
    %33 = tosa.add %32, %14 : (tensor<?x8xf32>, tensor<1x8xf32>) -> tensor<?x8xf32>
    return %33 : tensor<?x8xf32>
  }
}
// irlower-stages: fx_graph=49bc4c200186 torch_mlir=96aeea2be826
