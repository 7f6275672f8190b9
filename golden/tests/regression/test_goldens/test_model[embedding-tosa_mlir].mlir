module {
  func.func @main(%arg0: tensor<1x4xi64>) -> tensor<1x4x8xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.const_shape  {values = dense<[4, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<[1, 4, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense_resource<torch_tensor_100_16_torch.float32> : tensor<1x100x16xf32>}> : () -> tensor<1x100x16xf32>
    %4 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x16x8xf32>}> : () -> tensor<1x16x8xf32>
    %5 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %6 = tosa.cast %arg0 : (tensor<1x4xi64>) -> tensor<1x4xi32>
    %7 = tosa.gather %3, %6 : (tensor<1x100x16xf32>, tensor<1x4xi32>) -> tensor<1x4x16xf32>
    %8 = tosa.matmul %7, %4, %0, %0 : (tensor<1x4x16xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8xf32>
    %9 = tosa.reshape %8, %1 : (tensor<1x4x8xf32>, !tosa.shape<2>) -> tensor<4x8xf32>
    %10 = tosa.add %9, %5 : (tensor<4x8xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>
    %11 = tosa.reshape %10, %2 : (tensor<4x8xf32>, !tosa.shape<3>) -> tensor<1x4x8xf32>
    %12 = tosa.exp %11 : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    return %12 : tensor<1x4x8xf32>
  }
}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50
